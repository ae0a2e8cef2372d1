// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  EMPTY_TOAST_STATE,
  nextToastCount,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastRecord,
} from '../../src/toast/store.ts';

const record = (id: string, overrides: Partial<ToastRecord> = {}): ToastRecord => ({
  id,
  title: `Toast ${id}`,
  open: true,
  variant: 'default',
  ...overrides,
});

describe('toast constants', () => {
  it('keeps one toast at a time and removes dismissed ones after 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});

describe('toastReducer', () => {
  it('puts a new toast first and drops those beyond the limit', () => {
    const one = toastReducer(EMPTY_TOAST_STATE, { type: 'ADD_TOAST', toast: record('1') });
    const two = toastReducer(one, { type: 'ADD_TOAST', toast: record('2') });
    expect(two.toasts.map((toast) => toast.id)).toEqual(['2']);
  });

  it('updates only the toast with the given id, keeping its other fields', () => {
    const state = { toasts: [record('1', { description: 'before' })] };
    const next = toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'after' } });
    expect(next.toasts[0]).toEqual(record('1', { title: 'after', description: 'before' }));
    expect(toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '9', title: 'x' } })).toEqual(state);
  });

  it('dismisses one toast by id, or every toast without an id', () => {
    const state = { toasts: [record('1'), record('2')] };
    const one = toastReducer(state, { type: 'DISMISS_TOAST', toastId: '2' });
    expect(one.toasts.map((toast) => toast.open)).toEqual([true, false]);
    const all = toastReducer(state, { type: 'DISMISS_TOAST' });
    expect(all.toasts.map((toast) => toast.open)).toEqual([false, false]);
  });

  it('removes one toast by id, or clears all without an id', () => {
    const state = { toasts: [record('1'), record('2')] };
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((toast) => toast.id)).toEqual(['2']);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('does not change the state it is given', () => {
    const state = Object.freeze({ toasts: Object.freeze([record('1')]) });
    expect(() => toastReducer(state, { type: 'DISMISS_TOAST' })).not.toThrow();
    expect(state.toasts[0]?.open).toBe(true);
  });
});

describe('nextToastCount', () => {
  it('counts up and wraps to 0 at Number.MAX_SAFE_INTEGER', () => {
    expect(nextToastCount(0)).toBe(1);
    expect(nextToastCount(Number.MAX_SAFE_INTEGER - 2)).toBe(Number.MAX_SAFE_INTEGER - 1);
    expect(nextToastCount(Number.MAX_SAFE_INTEGER - 1)).toBe(0);
  });
});

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a new toast open, with the default variant, and returns its handles', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Hello' });
    expect(handle.id).toBe('1');
    expect(store.getSnapshot().toasts).toEqual([{ id: '1', title: 'Hello', variant: 'default', open: true }]);
  });

  it('keeps only the newest toast when a second one arrives', () => {
    const store = createToastStore();
    store.toast({ title: 'first' });
    store.toast({ title: 'second', variant: 'destructive' });
    expect(store.getSnapshot().toasts.map((toast) => toast.title)).toEqual(['second']);
  });

  it('hands out ids from a counter that wraps around at Number.MAX_SAFE_INTEGER', () => {
    const store = createToastStore({ initialCount: Number.MAX_SAFE_INTEGER - 2 });
    const ids = [store.toast({}), store.toast({}), store.toast({})].map((handle) => handle.id);
    expect(ids).toEqual([String(Number.MAX_SAFE_INTEGER - 1), '0', '1']);
  });

  it('removes a dismissed toast after exactly 1,000,000 ms, not earlier', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'bye' });
    handle.dismiss();
    expect(store.getSnapshot().toasts).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never removes a toast that was not dismissed', () => {
    const store = createToastStore();
    store.toast({ title: 'stays' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS * 3);
    expect(store.getSnapshot().toasts).toHaveLength(1);
  });

  it('schedules one removal when a toast is dismissed twice', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'twice' });
    handle.dismiss();
    vi.advanceTimersByTime(500_000);
    handle.dismiss();
    expect(vi.getTimerCount()).toBe(1);
    // The first dismissal counts: the second does not push the removal back.
    vi.advanceTimersByTime(500_000);
    expect(store.getSnapshot().toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dismisses every toast when dispatched without an id', () => {
    const store = createToastStore();
    store.toast({ title: 'a' });
    store.dispatch({ type: 'DISMISS_TOAST' });
    expect(store.getSnapshot().toasts.every((toast) => !toast.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot().toasts).toEqual([]);
  });

  it('clears every toast and its pending removal when removing without an id', () => {
    const store = createToastStore();
    store.toast({ title: 'a' }).dismiss();
    expect(vi.getTimerCount()).toBe(1);
    store.dispatch({ type: 'REMOVE_TOAST' });
    expect(store.getSnapshot().toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels the removal of a dismissed toast that the limit pushes out', () => {
    const store = createToastStore();
    store.toast({ title: 'old' }).dismiss();
    store.toast({ title: 'new' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot().toasts.map((toast) => toast.title)).toEqual(['new']);
  });

  it('updates a toast through its handle', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Sending', variant: 'default' });
    handle.update({ title: 'Sent', description: 'Done' });
    expect(store.getSnapshot().toasts[0]).toEqual(
      expect.objectContaining({ id: handle.id, title: 'Sent', description: 'Done', open: true }),
    );
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.toast({ title: 'a' });
    handle.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot object until something changes', () => {
    const store = createToastStore();
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    const before = store.getSnapshot();
    store.toast({});
    expect(store.getSnapshot()).not.toBe(before);
  });
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, nextToastCount, TOAST_REMOVE_DELAY_MS } from '../../src/toast/store.ts';

describe('toast constants', () => {
  it('removes dismissed toasts after 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
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
    expect(store.getSnapshot()).toEqual({ id: '1', title: 'Hello', variant: 'default', open: true });
  });

  it('keeps only the newest toast when a second one arrives', () => {
    const store = createToastStore();
    store.toast({ title: 'first' });
    store.toast({ title: 'second', variant: 'destructive' });
    expect(store.getSnapshot()?.title).toBe('second');
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
    expect(store.getSnapshot()).toEqual(expect.objectContaining({ id: handle.id, open: false }));
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never removes a toast that was not dismissed', () => {
    const store = createToastStore();
    store.toast({ title: 'stays' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS * 3);
    expect(store.getSnapshot()).toBeDefined();
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
    expect(store.getSnapshot()).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dismisses the toast on screen when dismissing without an id', () => {
    const store = createToastStore();
    store.toast({ title: 'a' });
    store.dismiss();
    expect(store.getSnapshot()?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot()).toBeUndefined();
  });

  it('clears the toast on screen and its pending removal when removing without an id', () => {
    const store = createToastStore();
    store.toast({ title: 'a' }).dismiss();
    expect(vi.getTimerCount()).toBe(1);
    store.remove();
    expect(store.getSnapshot()).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels the removal of a dismissed toast that a new toast replaces', () => {
    const store = createToastStore();
    store.toast({ title: 'old' }).dismiss();
    store.toast({ title: 'new' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot()?.title).toBe('new');
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

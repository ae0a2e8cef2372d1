import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCHED_MARK, startIdlePrefetch } from '../../src/lib/prefetch.ts';

function setSaveData(saveData: boolean | undefined): void {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });
}

describe('startIdlePrefetch', () => {
  let marks: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    marks = [];
    vi.spyOn(performance, 'mark').mockImplementation((name) => {
      marks.push(name);
      return undefined as unknown as PerformanceMark;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    setSaveData(undefined);
  });

  const marked = () => marks.includes(PREFETCHED_MARK);

  it('loads every item, one at a time, after start-up, then marks that it is done', async () => {
    const started: string[] = [];
    startIdlePrefetch(['a', 'b', 'c'], async (item) => void started.push(item));
    expect(started).toEqual([]);
    expect(marked()).toBe(false);
    await vi.runAllTimersAsync();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(marked()).toBe(true);
  });

  it('stops at the first failure and goes on only when the browser is online again', async () => {
    const started: string[] = [];
    let offline = true;
    startIdlePrefetch(['a', 'b', 'c'], async (item) => {
      started.push(item);
      if (offline) throw new Error('offline');
    });
    await vi.runAllTimersAsync();
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toEqual(['a']);
    expect(marked()).toBe(false);

    offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(started).toEqual(['a', 'a', 'b', 'c']);
    expect(marked()).toBe(true);
  });

  it('fetches nothing in idle time when the visitor saves data', async () => {
    setSaveData(true);
    const load = vi.fn(async () => undefined);
    startIdlePrefetch(['a', 'b'], load);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    expect(marked()).toBe(true);
  });
});

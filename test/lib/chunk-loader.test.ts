import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRIES, ChunkLoadError, chunkLoader } from '../../src/lib/chunk-loader.ts';

/** A chunk import that fails the first `failures` times, then gives "value of <key>". */
function flakyImport(failures: number) {
  const calls: string[] = [];
  const importChunk = (key: string) => {
    calls.push(key);
    return calls.length <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(`value of ${key}`);
  };
  return { calls, importChunk };
}

describe('chunkLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads a key once, for concurrent and later calls alike', async () => {
    const { calls, importChunk } = flakyImport(0);
    const loader = chunkLoader(importChunk, (key) => key);
    const [first, second] = await Promise.all([loader.load('a'), loader.load('a')]);
    expect([first, second, await loader.load('a')]).toEqual(['value of a', 'value of a', 'value of a']);
    expect(loader.loaded('a')).toBe('value of a');
    expect(calls).toEqual(['a']);
  });

  it('retries a failed import a bounded number of times, then fails with a ChunkLoadError', async () => {
    const { calls, importChunk } = flakyImport(Infinity);
    const loader = chunkLoader(importChunk, (key) => `The page ${key}`);
    const failed = expect(loader.load('a')).rejects.toThrow(new ChunkLoadError('The page a', undefined));
    await vi.runAllTimersAsync();
    await failed;
    expect(calls).toHaveLength(1 + CHUNK_RETRIES);
  });

  it('keeps a failed outcome, the same promise for every render, until it is forgotten', async () => {
    const { calls, importChunk } = flakyImport(1 + CHUNK_RETRIES);
    const loader = chunkLoader(importChunk, (key) => key);
    const outcome = loader.outcome('a');
    await vi.runAllTimersAsync();
    expect((await outcome).error).toBeInstanceOf(ChunkLoadError);
    expect(loader.outcome('a')).toBe(outcome);
    expect(calls).toHaveLength(1 + CHUNK_RETRIES);

    expect(loader.forget('a')).toBe(true);
    expect(await loader.outcome('a')).toEqual({ value: 'value of a' });
    expect(loader.forget('a')).toBe(false);
  });

  it('starts afresh when load() is called after a failure', async () => {
    const { importChunk } = flakyImport(1);
    const loader = chunkLoader(importChunk, (key) => key);
    const failed = expect(loader.load('a', { retries: 0 })).rejects.toBeInstanceOf(ChunkLoadError);
    await failed;
    expect(await loader.load('a')).toBe('value of a');
  });
});

describe('chunkLoader outcome in view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a failed outcome in view while a later load is under way, and shows that load once it succeeds', async () => {
    let online = false;
    const loader = chunkLoader(
      (key: string) => (online ? Promise.resolve(`value of ${key}`) : Promise.reject(new TypeError('offline'))),
      (key) => key,
    );
    const versions: number[] = [];
    loader.subscribe(() => versions.push(loader.version('a')));
    const failed = loader.outcome('a');
    await vi.runAllTimersAsync();
    expect((await failed).error).toBeInstanceOf(ChunkLoadError);

    // A prefetch fails again: the same outcome stays in view, nothing to render anew.
    await loader.load('a', { retries: 0 }).catch(() => undefined);
    expect(loader.outcome('a')).toBe(failed);
    expect(versions).toEqual([]);

    // Back online, a prefetch brings it: the version changes, and the value is there.
    online = true;
    await loader.load('a', { retries: 0 });
    expect(versions).toEqual([1]);
    expect(loader.loaded('a')).toBe('value of a');
  });

  it('changes the version when a failed load is forgotten, and a new outcome follows', async () => {
    const { importChunk } = flakyImport(1 + CHUNK_RETRIES);
    const loader = chunkLoader(importChunk, (key) => key);
    const failed = loader.outcome('a');
    await vi.runAllTimersAsync();
    await failed;
    expect(loader.version('a')).toBe(0);
    expect(loader.forget('a')).toBe(true);
    expect(loader.version('a')).toBe(1);
    expect(await loader.outcome('a')).toEqual({ value: 'value of a' });
    expect(loader.version('a')).toBe(2);
  });
});

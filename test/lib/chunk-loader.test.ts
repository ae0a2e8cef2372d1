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

// Loads code split into chunks (a page, an edition's texts) with bounded retries. A chunk
// can fail to load: the site was redeployed and the old hashed file names are gone, or the
// phone lost its network. A failed load is retried a bounded number of times with a
// backoff, then reported once; nothing here is retried from inside a React render, so a
// failure can never turn into a request loop.

/** How many times a failed chunk is requested again before the load counts as failed. */
export const CHUNK_RETRIES = 2;
/** The wait before the first retry; each further retry waits twice as long. */
export const CHUNK_RETRY_DELAY_MS = 400;
/** A chunk that has not arrived after this long counts as failed (a stalled mobile connection). */
export const CHUNK_TIMEOUT_MS = 10_000;

export interface LoadOptions {
  /** Requests after the first one; the idle prefetch passes 0 so that it gives up at once. */
  retries?: number;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Loads values by key, each once; concurrent calls share one load. */
export interface ChunkLoader<Key, Value> {
  /**
   * Loads (once) and returns the value. A load that failed after its retries is
   * forgotten, so a later call starts afresh.
   */
  load(key: Key, options?: LoadOptions): Promise<Value>;
  /** The value if it has loaded, else undefined. */
  loaded(key: Key): Value | undefined;
}

/**
 * A loader over `importChunk`, which fetches one key's chunk(s); `describe` names the key in
 * the timeout's message. `onLoad` runs once per key when its value arrives.
 */
export function chunkLoader<Key, Value>(
  importChunk: (key: Key) => Promise<Value>,
  describe: (key: Key) => string,
  onLoad?: (key: Key, value: Value) => void,
): ChunkLoader<Key, Value> {
  const loaded = new Map<Key, Value>();
  const inFlight = new Map<Key, Promise<Value>>();

  function load(key: Key, { retries = CHUNK_RETRIES }: LoadOptions = {}): Promise<Value> {
    const done = loaded.get(key);
    if (done !== undefined) return Promise.resolve(done);
    const existing = inFlight.get(key);
    if (existing) return existing;
    const attempt = async (): Promise<Value> => {
      for (let retry = 0; ; retry += 1) {
        try {
          return await withTimeout(importChunk(key), CHUNK_TIMEOUT_MS, describe(key));
        } catch (error) {
          if (retry >= retries) throw error;
          await delay(CHUNK_RETRY_DELAY_MS * 2 ** retry);
        }
      }
    };
    const promise = attempt().then(
      (value) => {
        loaded.set(key, value);
        inFlight.delete(key);
        onLoad?.(key, value);
        return value;
      },
      (error: unknown) => {
        inFlight.delete(key);
        throw error;
      },
    );
    inFlight.set(key, promise);
    return promise;
  }

  return { load, loaded: (key) => loaded.get(key) };
}

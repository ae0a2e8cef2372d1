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

/** A chunk that could not be loaded after its retries (the cause is the last attempt's error). */
export class ChunkLoadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what} could not be loaded`, { cause });
    this.name = 'ChunkLoadError';
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** How a load ended: its value, or the ChunkLoadError that ended it. */
export type Outcome<Value> = { value: Value; error?: undefined } | { value?: undefined; error: ChunkLoadError };

/** Loads values by key, each once; concurrent calls share one load. */
export interface ChunkLoader<Key, Value> {
  /**
   * Loads (once) and returns the value. Concurrent calls share one load; a load that failed
   * after its retries is not reused: a later call starts afresh.
   */
  load(key: Key, options?: LoadOptions): Promise<Value>;
  /** The value if it has loaded, else undefined. */
  loaded(key: Key): Value | undefined;
  /**
   * How the key's load ends, for a render to wait on (React's `use` needs the same promise at
   * every render, and one that does not reject): the load under way, done, or failed. A failed
   * one stays in view until `forget`, so a render never restarts it, and a later `load` (a
   * prefetch) that is still under way does not replace it: only its success does.
   */
  outcome(key: Key): Promise<Outcome<Value>>;
  /** Drops a failed load, so that `outcome` tries again; says whether there was one. */
  forget(key: Key): boolean;
  /**
   * A number that changes whenever what a render of the key should show changes by itself: its
   * value arrived (a prefetch may bring it while a failed load is in view), or a failed load was
   * forgotten. (A render waiting on `outcome` learns the rest from its promise.)
   */
  version(key: Key): number;
  /** Calls `listener` whenever a key's version changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** One load of a key. */
interface Entry<Value> {
  promise: Promise<Value>;
  outcome: Promise<Outcome<Value>>;
  state: 'loading' | 'loaded' | 'failed';
}

/**
 * A loader over `importChunk`, which fetches one key's chunk(s); `describe` names the key in
 * the messages of a timeout and of a failed load (a ChunkLoadError). `onLoad` runs once per
 * key when its value arrives.
 */
export function chunkLoader<Key, Value>(
  importChunk: (key: Key) => Promise<Value>,
  describe: (key: Key) => string,
  onLoad?: (key: Key, value: Value) => void,
): ChunkLoader<Key, Value> {
  /** Each key's load in view: what outcome() and state() report. */
  const shown = new Map<Key, Entry<Value>>();
  /** Each key's load under way, in view or behind a failed one. */
  const underWay = new Map<Key, Entry<Value>>();
  const values = new Map<Key, Value>();
  const versions = new Map<Key, number>();
  const listeners = new Set<() => void>();
  const changed = (key: Key) => {
    versions.set(key, (versions.get(key) ?? 0) + 1);
    listeners.forEach((listener) => listener());
  };

  /** Puts a load in view, unless a failed one is there (it stays until forget or a success). */
  function show(key: Key, entry: Entry<Value>): void {
    if (shown.get(key)?.state === 'failed' && entry.state !== 'loaded') return;
    shown.set(key, entry);
  }

  function start(key: Key, retries: number): Entry<Value> {
    const attempt = async (): Promise<Value> => {
      for (let retry = 0; ; retry += 1) {
        try {
          return await withTimeout(importChunk(key), CHUNK_TIMEOUT_MS, describe(key));
        } catch (error) {
          if (retry >= retries) throw new ChunkLoadError(describe(key), error);
          await delay(CHUNK_RETRY_DELAY_MS * 2 ** retry);
        }
      }
    };
    // The bookkeeping runs before anyone waiting on the load sees its end.
    const promise = attempt().then(
      (value) => {
        entry.state = 'loaded';
        values.set(key, value);
        underWay.delete(key);
        onLoad?.(key, value);
        show(key, entry);
        changed(key);
        return value;
      },
      (error: unknown) => {
        entry.state = 'failed';
        underWay.delete(key);
        throw error;
      },
    );
    const entry: Entry<Value> = {
      promise,
      state: 'loading',
      outcome: promise.then(
        (value) => ({ value }),
        (error: ChunkLoadError) => ({ error }),
      ),
    };
    underWay.set(key, entry);
    show(key, entry);
    return entry;
  }

  function load(key: Key, { retries = CHUNK_RETRIES }: LoadOptions = {}): Promise<Value> {
    const value = values.get(key);
    if (value !== undefined) return Promise.resolve(value);
    return (underWay.get(key) ?? start(key, retries)).promise;
  }

  return {
    load,
    loaded: (key) => values.get(key),
    outcome: (key) => {
      const inView = shown.get(key);
      if (inView) return inView.outcome;
      // After forget: a load already under way (a prefetch) comes into view, or a new one starts.
      const entry = underWay.get(key) ?? start(key, CHUNK_RETRIES);
      show(key, entry);
      return entry.outcome;
    },
    forget: (key) => {
      if (shown.get(key)?.state !== 'failed') return false;
      shown.delete(key);
      changed(key);
      return true;
    },
    version: (key) => versions.get(key) ?? 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

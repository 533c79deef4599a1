// The one way the app loads something later (a page's data, the landing page's chunk, the transition code): each
// key is loaded once and every caller shares the pending promise; a failed load is forgotten, so the next call
// tries again instead of failing forever.

export interface Lazy<T, K = void> {
  load(key: K): Promise<T>;
  /** The value once its load has finished, for code that must render synchronously. */
  loaded(key: K): T | undefined;
}

export function lazy<T, K = void>(fetchValue: (key: K) => Promise<T>): Lazy<T, K> {
  const pending = new Map<K, Promise<T>>();
  const done = new Map<K, T>();
  return {
    load(key) {
      let promise = pending.get(key);
      if (!promise) {
        promise = fetchValue(key).then(
          (value) => {
            done.set(key, value);
            return value;
          },
          (error: unknown) => {
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, promise);
      }
      return promise;
    },
    loaded: (key) => done.get(key),
  };
}

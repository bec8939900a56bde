/**
 * Loading by key, each key once: what has arrived is kept and read without waiting, a load under
 * way is shared.
 */
export function keptLoads<Value>(load: (key: string) => Promise<Value>) {
  const loaded = new Map<string, Value>();
  const loading = new Map<string, Promise<Value>>();
  return {
    loaded: (key: string) => loaded.get(key),
    load(key: string): Promise<Value> {
      let promise = loading.get(key);
      if (!promise) {
        promise = load(key).then((value) => {
          loaded.set(key, value);
          // How React's use() knows a promise has settled, so it reads the value without suspending.
          Object.assign(promise!, { status: 'fulfilled', value });
          return value;
        });
        loading.set(key, promise);
      }
      return promise;
    },
  };
}

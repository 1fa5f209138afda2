/**
 * Concurrent identical reads share one query: a teacher's 200 per-team calls at once (issue 24)
 * each ask "is this competition mine?" and "which teams has it?"; while the first read is under
 * way, the others wait for its answer instead of sending their own. Only while it runs: a read
 * starting after it asks the database again, so nothing is cached and nothing goes stale. What
 * it returns is shared: callers copy what they change.
 */
const flights = new WeakMap<object, Map<string, Promise<unknown>>>();

export function sharedRead<T>(owner: object, key: string, read: () => Promise<T>): Promise<T> {
  let running = flights.get(owner);
  if (!running) flights.set(owner, (running = new Map()));
  const under = running.get(key) as Promise<T> | undefined;
  if (under) return under;
  const own = read().finally(() => {
    if (running.get(key) === own) running.delete(key);
  });
  running.set(key, own);
  return own;
}

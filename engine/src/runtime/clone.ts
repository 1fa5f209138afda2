/**
 * Deep copies of the runtime's plain data (element props and state, schedules, continuations,
 * change patches): JSON-like values made of objects, arrays and scalars, copied by a loop that
 * costs a fraction of structuredClone's serialisation (the server copies every element's state
 * for each snapshot a team's turn stores). Anything else (a Date, a Map, a class instance) goes
 * to structuredClone, which also gives its error for what cannot be copied (a function).
 */
export function cloneData<T>(value: T): T {
  if (value === null || (typeof value !== "object" && typeof value !== "function")) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) out.push(cloneData(item));
    return out as T;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (typeof value === "function" || (proto !== Object.prototype && proto !== null))
    return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = cloneData((value as Record<string, unknown>)[key]);
    // An own "__proto__" key stays a key (as structuredClone keeps it), never a prototype.
    if (key === "__proto__")
      Object.defineProperty(out, key, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else out[key] = item;
  }
  return out as T;
}

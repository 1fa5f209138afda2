import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** A fact about the browser (an API it has); null while server-rendered and hydrating. */
export function useBrowserValue<T>(read: () => T): T | null {
  return useSyncExternalStore(noSubscription, read, () => null);
}

import { useSyncExternalStore } from "react";
import { readStored, type StoredKey, subscribeStored } from "./storage";

/**
 * The stored value, re-rendering the caller when it changes (sign-in and sign-out). Apart
 * from storage.ts, which the entry uses before React has arrived.
 */
export function useStoredValue(key: StoredKey): string | null {
  return useSyncExternalStore(
    subscribeStored,
    () => readStored(key),
    () => null,
  );
}

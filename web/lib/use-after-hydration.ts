import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the build's render of a painted screen and while React hydrates it, true in
 * every render after (and at once in a screen rendered afresh). What the build could not
 * know, such as a reply another part of the page has already put in the shared cache, may
 * change the markup only once this is true: otherwise the screen's first render would not
 * match the painted HTML, and React would throw it away and render it again.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

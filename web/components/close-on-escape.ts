import type { KeyboardEvent } from "react";

/**
 * The key handler of something that folds open (a menu, a navigation bar): Escape while
 * it is open closes it, and goes no further (a dialog underneath keeps its own Escape).
 */
export function closeOnEscape(open: boolean, close: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };
}

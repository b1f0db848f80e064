/**
 * Taps on a painted page before the app has started (docs/decisions/017). The page is on
 * screen from its HTML while React, the router and the app still download, and until React
 * has adopted a button its tap does nothing. The entry keeps the last button tapped in that
 * time and taps it again once the screen is live, so a player on a slow first visit who
 * opens the menu or signs in at once is answered, late, rather than ignored. Links need
 * none of this: they navigate from the HTML alone. Nothing is imported here: the entry runs
 * it before any other module has arrived.
 */
export function keepEarlyTaps(root: HTMLElement) {
  let lastTapped: HTMLButtonElement | null = null;
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !root.contains(button)) return;
    // A submit button would otherwise post its form the old way, leaving the page.
    event.preventDefault();
    lastTapped = button;
  };
  root.addEventListener("click", keep, true);
  return {
    /**
     * Called once the app has started: React answers taps from now on (it hydrates what is
     * tapped first), so none is kept any more; the last kept one is tapped again once
     * `live` resolves.
     */
    async handOver(live: Promise<void>) {
      root.removeEventListener("click", keep, true);
      const button: HTMLButtonElement | null = lastTapped;
      lastTapped = null;
      if (!button) return;
      await live;
      // React may have replaced what was painted; a button no longer on the page is no one's.
      if (button.isConnected && !button.disabled) button.click();
    },
  };
}

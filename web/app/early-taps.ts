/**
 * Taps on a painted page before its screen is live (docs/decisions/017). The page is on
 * screen from its HTML while React, the router and the app still download, then React
 * hydrates it in steps: the layout first, the screen once its lazy module has resolved. A
 * tap on a button React has not adopted does nothing, and React drops a tap that lands in
 * a screen it cannot hydrate at once. The entry keeps the last button tapped until the
 * screen is live and taps it again then, so a player on a slow first visit who opens the
 * menu or signs in at once is answered, late, rather than ignored. Links need none of this:
 * they navigate from the HTML alone. Nothing is imported here: the entry runs it before any
 * other module has arrived.
 */
export function keepEarlyTaps(root: HTMLElement, { keepAtMostMs = 10_000 } = {}) {
  let lastTapped: HTMLButtonElement | null = null;
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !root.contains(button)) return;
    // Registered before React's own listener on the same root, so React never sees a kept
    // tap (it is answered once, by the tap again); a submit button posts nothing meanwhile.
    event.preventDefault();
    event.stopImmediatePropagation();
    lastTapped = button;
  };
  root.addEventListener("click", keep, true);
  return {
    /**
     * Called once the app has started: taps are kept until `live` resolves (the screen is
     * committed and answers them), then the last one kept is tapped again. After
     * `keepAtMostMs` none is kept in any case, so a page that never goes live (an error
     * screen in the layout's place) answers its own buttons.
     */
    async handOver(live: Promise<void>) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<"gave up">((resolve) => {
        timer = setTimeout(() => resolve("gave up"), keepAtMostMs);
      });
      const outcome = await Promise.race([live.then(() => "live" as const), gaveUp]);
      clearTimeout(timer);
      root.removeEventListener("click", keep, true);
      const button: HTMLButtonElement | null = lastTapped;
      lastTapped = null;
      // React may have replaced what was painted; a button no longer on the page is no one's.
      if (outcome === "live" && button?.isConnected && !button.disabled) button.click();
    },
  };
}

/**
 * A value made the first time it is asked for, then kept. For Intl formatters: the first
 * one a page makes loads the locale's data (about 14 ms on this project's machine, four
 * times that on a slow phone), and a formatter made at a module's top level makes every
 * screen that imports the module pay for it while its chunk is evaluated, before its
 * first render and its first read, whether or not it ever shows a date.
 */
export function onFirstUse<Made>(make: () => Made): () => Made {
  let made: Made | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/**
 * Asks for a value made on first use in an idle moment of its own (at once, in a task of
 * its own, where the browser has no idle callbacks), so the render that first shows it does
 * not make it: a screen warms its formatter while its read is in flight. Returns the
 * cancel, for an effect's cleanup.
 */
export function makeWhenIdle(get: () => unknown): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(() => get());
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => get(), 0);
  return () => clearTimeout(handle);
}

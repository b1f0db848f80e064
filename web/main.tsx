import "./app/global.css";

/**
 * The entry: as little as can be before the first paint (docs/decisions/017). The page
 * (a screen painted at build time, or the shell's loading screen) is painted from HTML and
 * CSS alone; React, the router and the app are fetched beside it (the build names them in
 * <head>) but run only after the browser has painted, so the first screen never waits for
 * their evaluation.
 */
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/** Resolves after the next frame is painted: rAF runs before the paint, the timeout after it. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Lets the browser handle input and paint between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A painted screen is already the page: React DOM is evaluated on its own, then the router
 * and the app, then the app starts, in shorter tasks, so a tap during start-up waits less.
 * The shell's loading screen is not the page: there the app is what the player waits for,
 * so it starts as soon as its modules are in.
 */
async function start(painted: boolean) {
  if (!painted) {
    const [, { startApp }] = await Promise.all([import("react-dom/client"), import("./app/boot")]);
    startApp(container!);
    return;
  }
  await afterNextPaint();
  await import("react-dom/client");
  await yieldToBrowser();
  const { startApp } = await import("./app/boot");
  await yieldToBrowser();
  startApp(container!);
}

void start(container.hasAttribute("data-painted-for"));

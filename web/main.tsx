import "./app/global.css";
import { keepEarlyTaps } from "./app/early-taps";
import { AFTER_PAINT_FILES_ID, PAINTED_FOR_ATTRIBUTE } from "./app/painted-page-marks";
import {
  handClockToScreen,
  showTrialQuestionEarly,
  stopPaintingEarly,
} from "./features/trial/early-trial-read";
import { paths } from "./lib/paths";

/**
 * The entry: as little as can be before the first paint (docs/decisions/017). The page
 * (a screen painted at build time, or the shell's loading screen) is painted from HTML and
 * CSS alone; React, the router and the app run only after the browser has painted, so the
 * first screen never waits for their evaluation. The shell fetches them beside the page
 * (the build names them in <head>); a painted page fetches them once it is on screen, and
 * /try once its question is, which the entry reads and paints itself.
 */
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/** Resolves after the next frame is painted: rAF runs before the paint, the timeout after it. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Lets the browser handle input and paint between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the download of the app's files a page painted whole holds back: the build put
 * their module preloads in an inert <template>, and in <head> they all download at once.
 * Does nothing the second time, or on a page that held nothing back. From then on the page
 * is React's: nothing more is painted under it.
 */
function fetchHeldBackFiles() {
  stopPaintingEarly();
  const held = document.getElementById(AFTER_PAINT_FILES_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}

/**
 * How long /try's app waits for the question to be painted first: on a read slower than
 * this the app comes anyway, and the screen shows the question once it is read.
 */
const QUESTION_FIRST_AT_MOST_MS = 2000;

/** Resolves once `painting` has, or after `atMostMs`, whichever comes first. */
const settledWithin = (painting: Promise<void>, atMostMs: number) =>
  Promise.race([painting, new Promise<void>((resolve) => setTimeout(resolve, atMostMs))]);

/**
 * A painted screen is already the page: React DOM is evaluated on its own, then the router
 * and the app, then the app starts, in shorter tasks, so a tap during start-up waits less.
 * A tap on one of its buttons before then is kept and handed over once the screen is live.
 * The shell's loading screen is not the page: there the app is what the player waits for,
 * so it starts as soon as its modules are in. `paintingContent` is what the entry paints
 * before the app (/try's question): the app's files wait for it, boundedly.
 */
async function start(painted: boolean, paintingContent: Promise<void>) {
  if (!painted) {
    // The first words download beside React and the app, not after the app's evaluation.
    void import("./lib/i18n/first-language").then(({ startFirstMessages }) =>
      startFirstMessages(null),
    );
    const [, { startApp, firstMessagesIn }] = await Promise.all([
      import("react-dom/client"),
      import("./app/boot"),
    ]);
    await firstMessagesIn;
    startApp(container!);
    return;
  }
  const earlyTaps = keepEarlyTaps(container!);
  // A page opened in the background paints nothing until it is shown: nothing to wait for.
  if (document.visibilityState === "hidden") fetchHeldBackFiles();
  await afterNextPaint();
  await settledWithin(paintingContent, QUESTION_FIRST_AT_MOST_MS);
  fetchHeldBackFiles();
  await import("react-dom/client");
  await yieldToBrowser();
  const { startApp, firstScreenLive, firstMessagesIn } = await import("./app/boot");
  await firstMessagesIn;
  await yieldToBrowser();
  startApp(container!);
  void earlyTaps.handOver(firstScreenLive);
  void firstScreenLive.then(handClockToScreen);
}

const paintedFor = container.getAttribute(PAINTED_FOR_ATTRIBUTE);
// The trial's page is painted with a loading round: its question is read and painted now,
// before the app, which then hydrates it.
const onTrial = paintedFor === paths.trial && location.pathname === paths.trial;
void start(paintedFor !== null, onTrial ? showTrialQuestionEarly(container) : Promise.resolve());

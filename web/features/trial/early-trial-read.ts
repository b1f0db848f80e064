import { pathTo } from "../../../contract/route";
import { visitorTrialRoutes } from "../../../contract/routes/trial";
import type { TrialFetchResponse, TrialQuestionView } from "../../../contract/trial";
import { readDeviceId } from "../../lib/device-id";
import { runPaintedClock } from "./painted-clock";
import { fillQuestionTemplate, questionTemplateIds } from "./question-template";

/**
 * /try's question, read by the entry (web/main.tsx) as the painted page arrives and painted
 * from the build's template (question-template.ts) before React and the app are in: on a
 * slow first visit the question shows about as soon as the server has issued it, and its
 * clock, which started then, is not spent waiting for the app (docs/decisions/017). The
 * screen then hydrates what was painted (trial-read.ts), or reads a reply that was not a
 * question as it reads its own.
 */

type EarlyRead = { deviceId: string; sent: Promise<Response>; arrivedAt: Promise<number> };
type PaintedRead = {
  deviceId: string;
  reply: TrialFetchResponse & { Status: "OK" };
  arrivedAt: number;
  /** When the entry showed the question's answers and started its clock; null until then. */
  shownAt: number | null;
};

let unread: EarlyRead | null = null;
let painted: PaintedRead | null = null;
/**
 * From the entry's read until the app is on its way: React then owns the page, and nothing
 * is painted under it.
 */
let paintingAllowed = false;
/** Stops what the entry runs on the painted question (its answers' wait and its clock). */
let stopPaintedRound = () => {};

/** The trial screen's section: the painted loading round, then the question in its place. */
const trialSection = (root: HTMLElement) => root.querySelector("section.trial-screen");

/** The template's markup for the reply in place of the loading round: the question's section. */
function paintQuestion(root: HTMLElement, question: TrialQuestionView): Element | null {
  const id = question.img ? questionTemplateIds.withImage : questionTemplateIds.plain;
  const template = document.getElementById(id);
  const loadingRound = trialSection(root);
  if (!(template instanceof HTMLTemplateElement) || !loadingRound) return null;
  loadingRound.outerHTML = fillQuestionTemplate(template.innerHTML, question);
  return trialSection(root);
}

/**
 * Resolves once the painted question's image has loaded or failed (at once without one):
 * on a slow link it then has the link to itself, before the app's files.
 */
function imageSettled(section: Element): Promise<void> {
  const image = section.querySelector("img");
  if (!(image instanceof HTMLImageElement) || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener("load", () => resolve(), { once: true });
    image.addEventListener("error", () => resolve(), { once: true });
  });
}

/**
 * Shows the painted question's answers and starts its clock as the screen would
 * (web/lib/use-image-wait.ts): at once without an image, else once the image has settled
 * or the server's grace is over, whichever is first. Until React has the screen: the
 * answers' and the note's `hidden` are attributes React lets hydration find changed.
 * Resolves once they show.
 */
function runPaintedRound(section: Element, read: PaintedRead, image: Promise<void>) {
  const { remainingMs, clockStartsInMs } = read.reply.data;
  const graceEndsAt = read.arrivedAt + clockStartsInMs;
  let stopClock = () => {};
  let stopped = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const shown = new Promise<void>((resolve) => {
    const show = () => {
      clearTimeout(graceTimer);
      resolve();
      if (stopped || read.shownAt !== null) return;
      read.shownAt = Math.min(Date.now(), graceEndsAt);
      section.querySelector(".answer-buttons")?.removeAttribute("hidden");
      section.querySelector(".countdown-note")?.setAttribute("hidden", "");
      const clock = section.querySelector('[role="timer"]');
      if (clock) stopClock = runPaintedClock(clock, read.shownAt + remainingMs);
    };
    if (clockStartsInMs <= 0) {
      show();
      return;
    }
    graceTimer = setTimeout(show, graceEndsAt - Date.now());
    void image.then(show);
  });
  stopPaintedRound = () => {
    stopped = true;
    clearTimeout(graceTimer);
    stopClock();
  };
  return shown;
}

/**
 * Reads this device's question and paints it if it is an open one. Resolves once it is
 * painted with its answers showing, or will not be: web/main.tsx fetches the app then.
 */
export async function showTrialQuestionEarly(root: HTMLElement): Promise<void> {
  const deviceId = readDeviceId();
  const sent = fetch(pathTo(visitorTrialRoutes.trialQuestion, { deviceId }), {
    headers: { Accept: "application/json" },
  });
  const arrivedAt = sent.then(
    () => Date.now(),
    () => Date.now(),
  );
  unread = { deviceId, sent, arrivedAt };
  paintingAllowed = true;
  try {
    const response = await sent;
    const reply = response.ok ? ((await response.clone().json()) as TrialFetchResponse) : null;
    if (reply?.Status !== "OK" || !paintingAllowed) return;
    const section = paintQuestion(root, reply.data);
    if (!section) return;
    // Listening before anything else is awaited, so no load of the image is missed.
    const imageDone = imageSettled(section);
    painted = { deviceId, reply, arrivedAt: await arrivedAt, shownAt: null };
    unread = null;
    await runPaintedRound(section, painted, imageDone);
  } catch {
    // Not reached, or not JSON: the screen reads the same reply and says what went wrong.
  }
}

/** Called as the app's files are fetched: from then on the page is React's. */
export function stopPaintingEarly(): void {
  paintingAllowed = false;
}

/** Once the screen is live: its own wait and clock, from the same moments, take over. */
export function handClockToScreen(): void {
  stopPaintedRound();
}

/** The question painted for this device, with when its reply arrived: the screen hydrates it. */
export function paintedTrialRead(deviceId: string): PaintedRead | null {
  return painted?.deviceId === deviceId ? painted : null;
}

/** Once the painted round is on screen: a later round reads a question of its own. */
export function forgetPaintedTrialRead(): void {
  painted = null;
}

/**
 * The build renders the template through the screen itself, as if this reply had been
 * painted (web/prerender.tsx).
 */
export function paintedForTheBuild(reply: (TrialFetchResponse & { Status: "OK" }) | null): void {
  painted = reply ? { deviceId: "", reply, arrivedAt: Date.now(), shownAt: null } : null;
}

/** The entry's read for this device if it was not painted, once: later rounds read for themselves. */
export function takeEarlyTrialRead(deviceId: string): EarlyRead | null {
  const read = unread;
  unread = null;
  return read?.deviceId === deviceId ? read : null;
}

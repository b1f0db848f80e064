import { apiPaths } from "../../../contract/api-paths";
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
};

let unread: EarlyRead | null = null;
let painted: PaintedRead | null = null;
/**
 * From the entry's read until the app is on its way: React then owns the page, and nothing
 * is painted under it.
 */
let paintingAllowed = false;
/** Stops the painted question's clock: React's own runs from its first commit. */
let stopPaintedClock = () => {};

/** The trial screen's section: the painted loading round, then the question in its place. */
const trialSection = (root: HTMLElement) => root.querySelector("section.trial-screen");

/**
 * Whether a question's clock runs from its reply's arrival: one with an image starts it
 * once the screen has seen the image load (the server gives it the image grace).
 */
export const clockRunsFromArrival = (question: TrialQuestionView) => question.img === "";

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
 * Reads this device's question and paints it if it is an open one. Resolves once it is
 * painted with its image, or will not be: web/main.tsx fetches the app then.
 */
export async function showTrialQuestionEarly(root: HTMLElement): Promise<void> {
  const deviceId = readDeviceId();
  const sent = fetch(apiPaths.trialQuestion(deviceId), {
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
    painted = { deviceId, reply, arrivedAt: await arrivedAt };
    unread = null;
    const clock = section.querySelector('[role="timer"]');
    if (clock && clockRunsFromArrival(reply.data)) {
      stopPaintedClock = runPaintedClock(clock, painted.arrivedAt + reply.data.remainingMs);
    }
    await imageDone;
  } catch {
    // Not reached, or not JSON: the screen reads the same reply and says what went wrong.
  }
}

/** Called as the app's files are fetched: from then on the page is React's. */
export function stopPaintingEarly(): void {
  paintingAllowed = false;
}

/** Once the screen is live: its own clock, from the same deadline, takes over. */
export function handClockToScreen(): void {
  stopPaintedClock();
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
  painted = reply ? { deviceId: "", reply, arrivedAt: Date.now() } : null;
}

/** The entry's read for this device if it was not painted, once: later rounds read for themselves. */
export function takeEarlyTrialRead(deviceId: string): EarlyRead | null {
  const read = unread;
  unread = null;
  return read?.deviceId === deviceId ? read : null;
}

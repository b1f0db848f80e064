import { apiPaths } from "../../../contract/api-paths";
import type { TrialFetchResponse } from "../../../contract/trial";
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

/** The painted loading round, which the question's template replaces. */
function paintedSection(root: HTMLElement): Element | null {
  return root.querySelector("section.trial-screen");
}

/** The template's markup for the reply, in place of the loading round; false if it cannot. */
function paintQuestion(root: HTMLElement, reply: TrialFetchResponse & { Status: "OK" }) {
  const id = reply.data.img ? questionTemplateIds.withImage : questionTemplateIds.plain;
  const template = document.getElementById(id);
  const section = paintedSection(root);
  if (!(template instanceof HTMLTemplateElement) || !section) return false;
  section.outerHTML = fillQuestionTemplate(template.innerHTML, reply.data);
  return true;
}

/**
 * Resolves once the painted question's image has loaded or failed (at once without one):
 * on a slow link it then has the link to itself, before the app's files.
 */
function imageSettled(root: HTMLElement): Promise<void> {
  const image = root.querySelector("section.trial-screen img");
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
    if (paintQuestion(root, reply)) {
      // Listening before anything else is awaited, so no load of the image is missed.
      const imageDone = imageSettled(root);
      painted = { deviceId, reply, arrivedAt: await arrivedAt };
      unread = null;
      // An image question's clock starts once the screen has seen its image load.
      const clock = root.querySelector('section.trial-screen [role="timer"]');
      if (clock && !reply.data.img) {
        stopPaintedClock = runPaintedClock(clock, painted.arrivedAt + reply.data.remainingMs);
      }
      await imageDone;
    }
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

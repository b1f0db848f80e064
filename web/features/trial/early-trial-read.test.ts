// Proves /try's early read (the entry's, before the app): an open question is painted from
// the build's template in place of the loading round and handed to the screen as painted;
// any other reply paints nothing and is handed to the screen's read once; nothing is
// painted once the app is on its way; and an image question's answers and clock wait for
// its image to settle, or for the server's grace to end with the image blocked.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { heldAnswer, jsonResponse, mockFetch } from "../../test/fetch-mock";
import {
  forgetPaintedTrialRead,
  handClockToScreen,
  paintedTrialRead,
  showTrialQuestionEarly,
  stopPaintingEarly,
  takeEarlyTrialRead,
} from "./early-trial-read";
import { questionTemplateIds } from "./question-template";
import { heldSince } from "./trial-read";

const DEVICE = "early-device-1";
const READ = `GET /api/get/singel/qst/${DEVICE}`;

const question = {
  Questio: "How many days are there in a week?",
  img: "",
  a: "5",
  b: "7",
  c: "10",
  d: "12",
  seconds: 15,
  qno: "q-7",
  remainingMs: 15_000,
  clockStartsInMs: 0,
};
const imageQuestion = { ...question, img: "/planet.svg", clockStartsInMs: 3_000 };

let root: HTMLElement;

beforeEach(() => {
  localStorage.setItem("device_id", DEVICE);
  // As the build renders them: an image question's answers hidden, its note showing.
  const templates: [string, string, string][] = [
    [questionTemplateIds.plain, "", ""],
    [
      questionTemplateIds.withImage,
      '<div><img src="/\u2060img\u2060"><p class="countdown-note">Wait</p></div>',
      " hidden",
    ],
  ];
  for (const [id, image, hidden] of templates) {
    const template = document.createElement("template");
    template.id = id;
    template.innerHTML = `<section class="trial-screen"><div role="timer" data-warning="false">987654</div><p>\u2060Questio\u2060</p>${image}<ul class="answer-buttons"${hidden}><li><button>\u2060a\u2060</button></li></ul></section>`;
    document.head.append(template);
  }
  root = document.createElement("div");
  root.innerHTML =
    '<main><!--$--><section class="trial-screen"><h1>Try a Question</h1><p>Loading…</p></section><!--/$--></main>';
  document.body.append(root);
});

afterEach(() => {
  forgetPaintedTrialRead();
  takeEarlyTrialRead(DEVICE);
  root.remove();
  for (const template of document.head.querySelectorAll("template")) template.remove();
});

describe("showTrialQuestionEarly", () => {
  it("paints an open question in place of the loading round and hands it to the screen", async () => {
    mockFetch({ [READ]: () => jsonResponse({ Status: "OK", data: question }) });

    await showTrialQuestionEarly(root);

    expect(root.querySelector("p")?.textContent).toBe(question.Questio);
    expect(root.querySelector("button")?.textContent).toBe("5");
    expect(root.querySelector('[role="timer"]')?.textContent).toBe("15");
    expect(root.innerHTML).toContain("<!--$-->");
    expect(paintedTrialRead(DEVICE)?.reply).toEqual({ Status: "OK", data: question });
    expect(paintedTrialRead("another-device")).toBeNull();
    expect(takeEarlyTrialRead(DEVICE)).toBeNull();
  });

  it.each([
    ["a closed trial", () => jsonResponse({ Status: "NO" })],
    [
      "a paused game",
      () => jsonResponse({ error: "game_paused", message: "The game is paused." }, 409),
    ],
  ])("paints nothing for %s and hands the reply to the screen's read once", async (_, reply) => {
    mockFetch({ [READ]: reply });

    await showTrialQuestionEarly(root);

    expect(root.textContent).toContain("Loading…");
    expect(paintedTrialRead(DEVICE)).toBeNull();
    const early = takeEarlyTrialRead(DEVICE);
    expect((await early?.sent)?.status).toBe(reply().status);
    expect(takeEarlyTrialRead(DEVICE)).toBeNull();
  });

  it("paints nothing once the app is on its way: the page is React's then", async () => {
    const read = heldAnswer();
    mockFetch({ [READ]: read.handler });

    const painting = showTrialQuestionEarly(root);
    stopPaintingEarly();
    read.answer(jsonResponse({ Status: "OK", data: question }));
    await painting;

    expect(root.textContent).toContain("Loading…");
    expect(takeEarlyTrialRead(DEVICE)).not.toBeNull();
  });

  it("shows an image question's answers and starts its clock once its image has loaded", async () => {
    mockFetch({ [READ]: () => jsonResponse({ Status: "OK", data: imageQuestion }) });
    let resolved = false;

    const painting = showTrialQuestionEarly(root).then(() => {
      resolved = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const image = root.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/planet.svg");
    expect(root.querySelector(".answer-buttons")?.hasAttribute("hidden")).toBe(true);
    expect(root.querySelector(".countdown-note")?.hasAttribute("hidden")).toBe(false);
    expect(paintedTrialRead(DEVICE)?.shownAt).toBeNull();
    expect(resolved).toBe(false);
    const loadedAt = Date.now();
    image?.dispatchEvent(new Event("load"));
    await painting;

    expect(resolved).toBe(true);
    expect(root.querySelector(".answer-buttons")?.hasAttribute("hidden")).toBe(false);
    expect(root.querySelector(".countdown-note")?.hasAttribute("hidden")).toBe(true);
    expect(paintedTrialRead(DEVICE)?.shownAt).toBeGreaterThanOrEqual(loadedAt);
    handClockToScreen();
  });

  it("shows the answers when the server's grace ends with the image blocked", async () => {
    mockFetch({
      [READ]: () =>
        jsonResponse({ Status: "OK", data: { ...imageQuestion, clockStartsInMs: 100 } }),
    });

    await showTrialQuestionEarly(root);

    expect(root.querySelector(".answer-buttons")?.hasAttribute("hidden")).toBe(false);
    expect(root.querySelector(".countdown-note")?.hasAttribute("hidden")).toBe(true);
    const painted = paintedTrialRead(DEVICE)!;
    // A timer may fire a millisecond early; never late, by the server's grace.
    expect(painted.shownAt! - painted.arrivedAt).toBeGreaterThanOrEqual(95);
    expect(painted.shownAt! - painted.arrivedAt).toBeLessThanOrEqual(100);
    handClockToScreen();
  });

  it("shows nothing more once the screen has the question", async () => {
    mockFetch({ [READ]: () => jsonResponse({ Status: "OK", data: imageQuestion }) });
    const painting = showTrialQuestionEarly(root);
    await new Promise((resolve) => setTimeout(resolve, 20));

    handClockToScreen();
    root.querySelector("img")?.dispatchEvent(new Event("load"));
    await painting;

    expect(root.querySelector(".answer-buttons")?.hasAttribute("hidden")).toBe(true);
    expect(paintedTrialRead(DEVICE)?.shownAt).toBeNull();
  });
});

describe("heldSince", () => {
  it("takes the time a reply waited off a question's clock, never below zero", () => {
    const reply = { Status: "OK" as const, data: question };

    expect(heldSince(reply, 600)).toMatchObject({ data: { remainingMs: 14_400 } });
    expect(heldSince(reply, 20_000)).toMatchObject({ data: { remainingMs: 0 } });
    expect(heldSince({ Status: "NO" }, 600)).toEqual({ Status: "NO" });
  });

  it("takes it off what is left of an image question's grace first, then off its clock", () => {
    const reply = { Status: "OK" as const, data: imageQuestion };

    expect(heldSince(reply, 600)).toMatchObject({
      data: { clockStartsInMs: 2_400, remainingMs: 15_000 },
    });
    expect(heldSince(reply, 5_000)).toMatchObject({
      data: { clockStartsInMs: 0, remainingMs: 13_000 },
    });
  });

  it("runs the clock from when the entry showed the answers", () => {
    const reply = { Status: "OK" as const, data: imageQuestion };

    expect(heldSince(reply, 1_500, 700)).toMatchObject({
      data: { clockStartsInMs: 0, remainingMs: 14_300 },
    });
  });
});

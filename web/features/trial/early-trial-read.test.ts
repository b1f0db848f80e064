// Proves /try's early read (the entry's, before the app): an open question is painted from
// the build's template in place of the loading round and handed to the screen as painted;
// any other reply paints nothing and is handed to the screen's read once; nothing is
// painted once the app is on its way; and the entry waits for a painted image to settle.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { heldAnswer, jsonResponse, mockFetch } from "../../test/fetch-mock";
import {
  forgetPaintedTrialRead,
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
};

let root: HTMLElement;

beforeEach(() => {
  localStorage.setItem("device_id", DEVICE);
  const templates: [string, string][] = [
    [questionTemplateIds.plain, ""],
    [questionTemplateIds.withImage, '<img src="/\u2060img\u2060">'],
  ];
  for (const [id, image] of templates) {
    const template = document.createElement("template");
    template.id = id;
    template.innerHTML = `<section class="trial-screen"><div role="timer" data-warning="false">987654</div><p>\u2060Questio\u2060</p>${image}<button>\u2060a\u2060</button></section>`;
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

  it("resolves only once a painted question's image has loaded", async () => {
    mockFetch({
      [READ]: () => jsonResponse({ Status: "OK", data: { ...question, img: "/planet.svg" } }),
    });
    let resolved = false;

    const painting = showTrialQuestionEarly(root).then(() => {
      resolved = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const image = root.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/planet.svg");
    expect(resolved).toBe(false);
    image?.dispatchEvent(new Event("load"));
    await painting;

    expect(resolved).toBe(true);
  });
});

describe("heldSince", () => {
  it("takes the time a reply waited off a question's clock, never below zero", () => {
    const reply = { Status: "OK" as const, data: question };

    expect(heldSince(reply, 600)).toMatchObject({ data: { remainingMs: 14_400 } });
    expect(heldSince(reply, 20_000)).toMatchObject({ data: { remainingMs: 0 } });
  });

  it("leaves an image question's clock, which starts once its image has loaded", () => {
    const reply = { Status: "OK" as const, data: { ...question, img: "/planet.svg" } };

    expect(heldSince(reply, 600)).toBe(reply);
    expect(heldSince({ Status: "NO" }, 600)).toEqual({ Status: "NO" });
  });
});

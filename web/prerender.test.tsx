/// <reference types="node" />
// (Node types for this file: it builds the app in a child process, or reads the build
// `npm test` made, and reads the output.)
// Proves the first screens the build paints (docs/decisions/017), on the real build: `vite
// build` (with its prerender plugin) writes a page for every path of prerenderedPaths, in
// the file Workers assets serves for it, holding the screen's own heading and text, its
// title, the address it was painted for, the screen's CSS, its app files held back until it
// is on screen unless it waits for a read, and no inline script or style (the CSP allows
// neither). Each page's #root is then started by the real start-up code (startApp): it hydrates without one React warning or recoverable error and keeps the
// painted elements instead of replacing them, and what only the browser knows (a session)
// shows after hydrating. A real browser, with and without JavaScript, is e2e's.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { act, screen, waitFor } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_PAINT_FILES_ID, PAINTED_FOR_ATTRIBUTE } from "./app/painted-page-marks";
import { prerenderedFile, prerenderedPaths } from "./app/prerendered-screens";
import { questionTemplateIds } from "./features/trial/question-template";
import { activateUiLanguage, i18n } from "./lib/i18n/messages";
import { takeLanguageThePageWasServedIn } from "./lib/i18n/ui-language-choice";
import { paths } from "./lib/paths";
import { jsonResponse, mockFetch } from "./test/fetch-mock";

/** What each painted page must say: its title and its first screen's heading and words. */
const firstScreens: Record<(typeof prerenderedPaths)[number], { h1: string; text: string }> = {
  [paths.home]: { h1: "Quizzy Edge", text: "How a game works" },
  [paths.trial]: { h1: "Try a Question", text: "Loading…" },
  [paths.sample]: { h1: "Model Questions", text: "Try a question" },
  [paths.login]: { h1: "Log-In / Sign-Up", text: "Sign-Up / Sign-In with Google" },
  [paths.navi]: { h1: "Navigation", text: "Terms and Conditions" },
  [paths.about]: { h1: "About", text: "Fair play" },
  [paths.termsCondition]: { h1: "Terms and Conditions", text: "Quizzy Edge" },
  [paths.privacyPolicy]: { h1: "Privacy Policy", text: "Quizzy Edge" },
  [paths.refundShipping]: { h1: "Refund and Shipping", text: "Quizzy Edge" },
};

/**
 * `npm test` makes the one production build of its run first (deploy:check, into
 * dist/client) and says so with QUIZZY_PREBUILT=1: that same build is read here, not made
 * a second time. Run alone, the test makes its own.
 */
const npmTestBuild = join(import.meta.dirname, "..", "dist", "client");
const reusesNpmTestBuild =
  process.env.QUIZZY_PREBUILT === "1" && existsSync(join(npmTestBuild, "index.html"));

let buildDir: string;
const pages = new Map<string, string>();
/** The same pages painted in Hindi (issue 34): a Hindi reader's first paint is Hindi. */
const hindiPages = new Map<string, string>();

beforeAll(async () => {
  if (reusesNpmTestBuild) {
    buildDir = npmTestBuild;
  } else {
    buildDir = await mkdtemp(join(tmpdir(), "quizzy-prerender-test-"));
    // A child process: the build renders React on the server, which must not share this
    // test's module instances (the server renderer leaves context values behind).
    await promisify(execFile)(
      "npx",
      ["vite", "build", "--outDir", buildDir, "--emptyOutDir", "--logLevel", "error"],
      { env: { ...process.env, NODE_ENV: "production" } },
    );
  }
  for (const path of prerenderedPaths) {
    pages.set(path, await readFile(join(buildDir, prerenderedFile(path, "en")), "utf8"));
    hindiPages.set(path, await readFile(join(buildDir, prerenderedFile(path, "hi")), "utf8"));
  }
}, 180_000);

afterAll(async () => {
  if (buildDir && !reusesNpmTestBuild) await rm(buildDir, { recursive: true, force: true });
});

/** The page as a document of its own, to read it as a browser without JavaScript would. */
const parsed = (path: string, painted = pages) =>
  new DOMParser().parseFromString(painted.get(path) ?? "", "text/html");

/** Devanagari, the script Hindi is written in. */
const DEVANAGARI = /[\u0900-\u097F]/;

describe("the pages the build paints", () => {
  it.each(prerenderedPaths)("writes %s with its first screen in it", (path) => {
    const page = parsed(path);
    const root = page.getElementById("root");
    const { h1, text } = firstScreens[path];

    expect(root?.getAttribute(PAINTED_FOR_ATTRIBUTE)).toBe(path);
    expect(root?.querySelector("h1")?.textContent).toBe(h1);
    expect(root?.textContent).toContain(text);
    expect(page.title).toMatch(/ · Quizzy Edge$/);
    expect(page.querySelectorAll("title")).toHaveLength(1);
    expect(page.querySelector('link[rel="stylesheet"][href^="/assets/"]')).not.toBeNull();
    expect(page.querySelectorAll("script:not([src])")).toHaveLength(0);
    expect(page.querySelectorAll("[style]")).toHaveLength(0);
  });

  it.each(prerenderedPaths)(
    "writes %s in Hindi too, its words Hindi in the HTML itself",
    (path) => {
      const english = parsed(path);
      const hindi = parsed(path, hindiPages);

      // Painted whole: no boundary left for an inline script to fill (the CSP runs none).
      expect(pages.get(path)).not.toContain("<!--$?-->");
      expect(hindiPages.get(path)).not.toContain("<!--$?-->");
      expect(english.documentElement.lang).toBe("en");
      expect(hindi.documentElement.lang).toBe("hi");
      expect(hindi.getElementById("root")?.getAttribute(PAINTED_FOR_ATTRIBUTE)).toBe(path);
      expect(hindi.querySelector("h1")?.textContent).toMatch(/\S/);
      expect(hindi.getElementById("root")?.textContent).toMatch(DEVANAGARI);
      expect(hindi.title).toMatch(/ · Quizzy Edge$/);
      // The same screen's files: only the words differ.
      expect(
        hindi.querySelector('link[rel="stylesheet"][href^="/assets/"]')?.getAttribute("href"),
      ).toBe(
        english.querySelector('link[rel="stylesheet"][href^="/assets/"]')?.getAttribute("href"),
      );
    },
  );

  /** The module preloads a browser would start as it reads the page, before any script. */
  const preloadsInHead = (page: Document) =>
    [...page.head.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => link.getAttribute("href") ?? "",
    );
  const heldBack = (page: Document) => {
    const template = page.getElementById(AFTER_PAINT_FILES_ID);
    return template instanceof HTMLTemplateElement
      ? [...template.content.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => link.getAttribute("href") ?? "",
        )
      : [];
  };

  it.each(prerenderedPaths)(
    "holds %s's app files back until it is on screen: the page is whole without them",
    (path) => {
      const page = parsed(path);

      expect(preloadsInHead(page)).toEqual([]);
      expect(heldBack(page).some((href) => /\/assets\/boot-[\w-]+\.js$/.test(href))).toBe(true);
    },
  );

  it("gives /try its question's templates, with and without an image, inert in <head>", () => {
    const page = parsed(paths.trial);

    for (const id of Object.values(questionTemplateIds)) {
      const template = page.getElementById(id);
      expect(template).toBeInstanceOf(HTMLTemplateElement);
      const question = (template as HTMLTemplateElement).content;
      expect(question.querySelector("section.trial-screen h1")?.textContent).toBe("Try a Question");
      expect(question.querySelectorAll(".answer-button")).toHaveLength(4);
      expect(question.querySelector('[role="timer"]')).not.toBeNull();
    }
    const withImage = page.getElementById(questionTemplateIds.withImage) as HTMLTemplateElement;
    expect(withImage.content.querySelector("img")).not.toBeNull();
    // An image question's answers wait for its image; the entry shows them.
    expect(withImage.content.querySelector(".answer-buttons")?.hasAttribute("hidden")).toBe(true);
    expect(withImage.content.querySelector(".countdown-note")?.hasAttribute("hidden")).toBe(false);
    const plain = page.getElementById(questionTemplateIds.plain) as HTMLTemplateElement;
    expect(plain.content.querySelector("img")).toBeNull();
    expect(plain.content.querySelector(".answer-buttons")?.hasAttribute("hidden")).toBe(false);
    expect(page.querySelectorAll("[id^='trial-question']")).toHaveLength(2);
    expect(page.body.querySelector("template")).toBeNull();
  });

  it("leaves index.html the SPA shell, painted for no address", () => {
    return readFile(join(buildDir, "index.html"), "utf8").then((shell: string) => {
      expect(shell).toContain('<div id="root"><div class="loading-screen"');
      expect(shell).not.toContain(PAINTED_FOR_ATTRIBUTE);
    });
  });
});

describe("hydrating a painted page", () => {
  let container: HTMLElement;
  let app: Root | undefined;

  beforeEach(() => {
    mockFetch({
      "GET /api/game/status": () => jsonResponse({ Status: "on", changedAt: 1 }),
      "GET /api/auth/config": () =>
        jsonResponse({ googleClientId: "client", devIdentity: true, paidPlay: true }),
      "GET /api/trial/offer": () => jsonResponse({ largestRupee: 10_000, prizeAgainAt: null }),
    });
    container = document.createElement("div");
    container.id = "root";
    document.body.append(container);
  });

  afterEach(() => {
    // An app left running would answer the next test's requests and run its effects then
    // (a trial round's mount forgets the next test's painted question).
    act(() => app?.unmount());
    app = undefined;
    container.remove();
    window.history.replaceState(null, "", "/");
  });

  /** Puts the painted #root in the page at `address`; returns its painted h1. */
  function openPainted(path: string, address = path, painted = pages): HTMLElement {
    const root = parsed(path, painted).getElementById("root");
    container.innerHTML = root?.innerHTML ?? "";
    container.setAttribute(PAINTED_FOR_ATTRIBUTE, root?.getAttribute(PAINTED_FOR_ATTRIBUTE) ?? "");
    window.history.replaceState(null, "", address);
    const heading = container.querySelector("h1");
    if (!(heading instanceof HTMLElement)) throw new Error(`${path} was painted without an h1`);
    return heading;
  }

  async function start() {
    const { startApp } = await import("./app/boot");
    app = startApp(container);
  }

  /** React marks every element it adopted or made with its fiber under a `__reactFiber…` key. */
  const adoptedByReact = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith("__reactFiber"));

  it.each(prerenderedPaths)(
    "hydrates %s without a mismatch, keeping the painted page",
    async (path) => {
      const errors = vi.spyOn(console, "error");
      const paintedHeading = openPainted(path);

      await start();

      await waitFor(() => expect(adoptedByReact(paintedHeading)).toBe(true));
      expect(paintedHeading.isConnected).toBe(true);
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it.each(prerenderedPaths)(
    "hydrates %s painted in Hindi in Hindi, without a mismatch",
    async (path) => {
      const errors = vi.spyOn(console, "error");
      const paintedHeading = openPainted(path, path, hindiPages);
      // The Worker painted Hindi for this reader's Accept-Language, while the browser's own
      // languages say English (as an emulated one may): the page's <html lang> is what
      // web/app/boot.tsx reads and hands over, and what the entry waits for.
      vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
      document.documentElement.lang = "hi";
      takeLanguageThePageWasServedIn("hi");
      await activateUiLanguage("hi");

      try {
        await start();
        await waitFor(() => expect(adoptedByReact(paintedHeading)).toBe(true));
        expect(paintedHeading.isConnected).toBe(true);
        expect(errors).not.toHaveBeenCalled();
        // The app keeps the language the page was served in: nothing switches under it.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(i18n.locale).toBe("hi");
      } finally {
        takeLanguageThePageWasServedIn("");
        act(() => app?.unmount());
        app = undefined;
        document.documentElement.lang = "en";
        await activateUiLanguage("en");
      }
    },
  );

  it.each([
    ["without an image", "", true],
    ["with an image", "/images/questions/planet.svg", true],
    ["with an image still loading", "/images/questions/planet.svg", false],
  ])(
    "paints /try's question %s before the app, then hydrates it as painted",
    async (_, img, loadsBeforeApp) => {
      const errors = vi.spyOn(console, "error");
      localStorage.setItem("device_id", "painted-device-1");
      const question = {
        Questio: `Which planet is called "the red planet" & why?`,
        img,
        a: "Mars",
        b: "Venus <2>",
        c: "Jupiter",
        d: "Mercury",
        seconds: 15,
        qno: "q-1",
        remainingMs: 14_200,
        clockStartsInMs: img ? 2_800 : 0,
      };
      mockFetch({
        "GET /api/get/singel/qst/painted-device-1": () =>
          jsonResponse({ Status: "OK", data: question }),
        "GET /api/game/status": () => jsonResponse({ Status: "on", changedAt: 1 }),
        "GET /api/trial/offer": () => jsonResponse({ largestRupee: 10_000, prizeAgainAt: null }),
      });
      const page = parsed(paths.trial);
      const templates = [...page.head.querySelectorAll("template")].map((template) =>
        document.head.appendChild(document.importNode(template, true)),
      );
      openPainted(paths.trial);
      const { handClockToScreen, showTrialQuestionEarly, stopPaintingEarly } = await import(
        "./features/trial/early-trial-read"
      );

      const painting = showTrialQuestionEarly(container);
      await waitFor(() => expect(container.querySelector(".trial-question-text")).not.toBeNull());
      const answers = () => container.querySelector(".answer-buttons");
      // The entry waits for a painted image to load, its answers hidden; jsdom loads none.
      expect(answers()?.hasAttribute("hidden")).toBe(img !== "");
      if (loadsBeforeApp) {
        container.querySelector("img")?.dispatchEvent(new Event("load"));
        await painting;
      }
      const paintedText = container.querySelector(".trial-question-text");
      const paintedAnswer = container.querySelector(".answer-button");
      expect(paintedText?.textContent).toBe(question.Questio);
      expect(paintedAnswer?.textContent).toBe("A Mars");
      expect(answers()?.hasAttribute("hidden")).toBe(!loadsBeforeApp);
      expect(container.querySelector('[role="timer"]')?.textContent).toBe("15");
      expect(container.querySelector("img")?.getAttribute("src") ?? "").toBe(img);
      stopPaintingEarly();
      await start();

      await waitFor(() => expect(adoptedByReact(paintedAnswer as Element)).toBe(true));
      expect(paintedText?.isConnected).toBe(true);
      if (!loadsBeforeApp) {
        expect(screen.queryByRole("button", { name: "B Venus <2>" })).toBeNull();
        container.querySelector("img")?.dispatchEvent(new Event("load"));
      }
      expect(await screen.findByRole("button", { name: "B Venus <2>" })).toBeEnabled();
      expect(errors).not.toHaveBeenCalled();
      handClockToScreen();
      for (const template of templates) template.remove();
    },
  );

  it("paints home for a visitor, then shows a signed-in player's home after hydrating", async () => {
    const errors = vi.spyOn(console, "error");
    localStorage.setItem("ssid", "session-token");
    const paintedHeading = openPainted(paths.home);
    expect(container.textContent).toContain("New here?");

    await start();

    await waitFor(() => expect(screen.queryByText("New here?")).toBeNull());
    expect(paintedHeading.isConnected).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders afresh, without hydrating, a page painted for another address", async () => {
    const errors = vi.spyOn(console, "error");
    openPainted(paths.about, "/no/such/page");

    await start();

    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "About" })).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});

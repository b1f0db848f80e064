// Proves the sound effects' rules: with the Sound setting off nothing is
// fetched and no AudioContext is ever made, whatever the game does; with it on, the
// answer's sound plays through Web Audio from our own file, and no AudioContext is made
// before the person has touched the page.

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "../test/fetch-mock";
import { signInPlayer } from "../test/sessions";

const made: FakeAudioContext[] = [];

class FakeAudioContext {
  state = "running";
  destination = {};
  started: string[] = [];
  constructor() {
    made.push(this);
  }
  resume = vi.fn(async () => {});
  decodeAudioData = vi.fn(async () => ({ duration: 0.2 }));
  createBufferSource = () => {
    const source = {
      buffer: null as unknown,
      connect: vi.fn(),
      start: vi.fn(() => this.started.push("start")),
    };
    return source;
  };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const settings = (sound: boolean) => () =>
  jsonResponse({
    name: "Asha",
    languageId: "en",
    preferences: { sound, reducedMotion: false },
    email: "a@example.com",
  });
const wav = () => new Response(new Uint8Array(64), { headers: { "Content-Type": "audio/wav" } });

/** A fresh copy of the module: its AudioContext and decoded sounds are per page load. */
async function freshSoundEffects() {
  vi.resetModules();
  return (await import("./sound-effects")).useSoundEffects;
}

function userHasTouchedPage(active: boolean) {
  Object.defineProperty(navigator, "userActivation", {
    configurable: true,
    value: { hasBeenActive: active },
  });
}

beforeEach(() => {
  made.length = 0;
  signInPlayer();
  vi.stubGlobal("AudioContext", FakeAudioContext);
  userHasTouchedPage(true);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "userActivation");
});

describe("sound effects", () => {
  it("makes no AudioContext and fetches nothing while the Sound setting is off", async () => {
    const requests = mockFetch({
      "GET /api/settings": settings(false),
      "GET /sounds/correct.wav": wav,
    });
    const useSoundEffects = await freshSoundEffects();
    const { result } = renderHook(() => useSoundEffects(), { wrapper });
    await vi.waitFor(() => expect(requests).toHaveLength(1));

    act(() => result.current("correct"));
    act(() => result.current("prize"));

    expect(made).toHaveLength(0);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(["/api/settings"]);
  });

  it("plays the answer's sound from our own file when the setting is on", async () => {
    const requests = mockFetch({
      "GET /api/settings": settings(true),
      "GET /sounds/correct.wav": wav,
      "GET /sounds/wrong.wav": wav,
      "GET /sounds/time-up.wav": wav,
      "GET /sounds/prize.wav": wav,
    });
    const useSoundEffects = await freshSoundEffects();
    const { result } = renderHook(() => useSoundEffects(), { wrapper });
    await vi.waitFor(() => expect(made).toHaveLength(1));

    act(() => result.current("correct"));

    await vi.waitFor(() => expect(made[0]?.started).toEqual(["start"]));
    expect(made).toHaveLength(1);
    expect(requests.map((request) => new URL(request.url).pathname).sort()).toEqual([
      "/api/settings",
      "/sounds/correct.wav",
      "/sounds/prize.wav",
      "/sounds/time-up.wav",
      "/sounds/wrong.wav",
    ]);
  });

  it("makes no AudioContext before the person has touched the page, even with sound on", async () => {
    userHasTouchedPage(false);
    const requests = mockFetch({ "GET /api/settings": settings(true) });
    const useSoundEffects = await freshSoundEffects();
    const { result } = renderHook(() => useSoundEffects(), { wrapper });
    await vi.waitFor(() => expect(requests).toHaveLength(1));

    act(() => result.current("time-up"));

    expect(made).toHaveLength(0);
  });
});

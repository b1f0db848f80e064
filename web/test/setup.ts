import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { activateEveryArea } from "../lib/i18n/messages";
import { FakeWebSocket } from "./fake-web-socket";

// Screens are lazy chunks: on a busy two-core machine the first import of one can take
// longer than testing-library's default one second.
configure({ asyncUtilTimeout: 5000 });

// The app's messages are in English unless a test switches; the browser loads them in boot.tsx.
beforeAll(async () => {
  await activateEveryArea("en");
});

beforeEach(() => {
  FakeWebSocket.opened.length = 0;
  vi.stubGlobal("WebSocket", FakeWebSocket);
});

afterEach(() => {
  cleanup();
  // The service worker's test runs in Node, which has no localStorage.
  globalThis.localStorage?.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

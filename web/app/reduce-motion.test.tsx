// Proves the one Reduce motion switch: the signed-in player's setting puts the
// root class on <html> that global.css caps every animation under, it comes off when the
// setting is off, the device's copy applies before the settings are read, saving
// /settings applies it at once, and a visitor's page has none.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "../test/fetch-mock";
import { renderApp } from "../test/render-app";
import { signInPlayer } from "../test/sessions";
import { REDUCE_MOTION_CLASS } from "./reduce-motion";

const settings = (reducedMotion: boolean) => ({
  name: "Asha",
  languageId: "en",
  preferences: { sound: false, reducedMotion },
  email: "asha@example.com",
});
const rootClasses = () => document.documentElement.classList;

beforeEach(() => {
  document.documentElement.className = "";
  localStorage.clear();
});

describe("Reduce motion", () => {
  it("puts the root class on <html> while a signed-in player's setting is on", async () => {
    signInPlayer();
    mockFetch({ "GET /api/settings": () => jsonResponse(settings(true)) });
    renderApp("/about");

    await vi.waitFor(() => expect(rootClasses()).toContain(REDUCE_MOTION_CLASS));
  });

  it("leaves it off when the setting is off, and for a visitor", async () => {
    signInPlayer();
    mockFetch({ "GET /api/settings": () => jsonResponse(settings(false)) });
    const { unmount } = renderApp("/about");
    await screen.findByRole("heading", { level: 1 });
    expect(rootClasses()).not.toContain(REDUCE_MOTION_CLASS);
    unmount();

    localStorage.removeItem("ssid");
    const requests = mockFetch({ "GET /api/settings": () => jsonResponse(settings(true)) });
    renderApp("/about");
    await screen.findByRole("heading", { level: 1 });
    expect(rootClasses()).not.toContain(REDUCE_MOTION_CLASS);
    expect(requests.filter((request) => request.url.endsWith("/api/settings"))).toEqual([]);
  });

  it("applies the device's copy before the settings are read again, then follows them", async () => {
    signInPlayer();
    localStorage.setItem("reduce_motion", "on");
    let answer: (response: Response) => void = () => {};
    mockFetch({
      "GET /api/settings": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp("/about");
    await screen.findByRole("heading", { level: 1 });
    expect(rootClasses()).toContain(REDUCE_MOTION_CLASS);

    answer(jsonResponse(settings(false)));
    await vi.waitFor(() => expect(rootClasses()).not.toContain(REDUCE_MOTION_CLASS));
    expect(localStorage.getItem("reduce_motion")).toBeNull();
  });

  it("applies a saved change at once", async () => {
    signInPlayer();
    mockFetch({
      "GET /api/settings": () => jsonResponse(settings(false)),
      "GET /api/languages": () =>
        jsonResponse({ data: [{ id: "en", code: "en", name: "English" }] }),
      "PUT /api/settings": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderApp("/settings");

    await user.click(await screen.findByRole("checkbox", { name: "Reduce motion" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(rootClasses()).toContain(REDUCE_MOTION_CLASS));
  });
});

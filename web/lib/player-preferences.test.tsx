// Proves the saved preferences are read once per app start: a later user of the hook (the
// play screen's sounds) takes the answer already there instead of reading it again.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AppFrame } from "../app/app";
import { callsTo, jsonResponse, mockFetch } from "../test/fetch-mock";
import { signInPlayer } from "../test/sessions";
import { usePlayerPreferences } from "./player-preferences";

function SoundSetting() {
  const { sound } = usePlayerPreferences();
  return <p>Sound {sound ? "on" : "off"}</p>;
}

/** Mounts a second user of the preferences on demand, as a screen opened later would. */
function LaterScreen() {
  const [open, setOpen] = useState(false);
  return open ? (
    <SoundSetting />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

describe("saved preferences", () => {
  it("are read once, and a screen opened later uses that answer", async () => {
    signInPlayer();
    const requests = mockFetch({
      "GET /api/settings": () =>
        jsonResponse({
          name: "Asha",
          languageId: "en",
          preferences: { sound: true, reducedMotion: false },
          email: "asha@example.com",
        }),
    });
    render(
      <AppFrame retryReads={false}>
        <SoundSetting />
        <LaterScreen />
      </AppFrame>,
    );
    expect(await screen.findByText("Sound on")).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Open" }));

    expect(await screen.findAllByText("Sound on")).toHaveLength(2);
    expect(callsTo(requests, "GET", "/api/settings")).toHaveLength(1);
  });
});

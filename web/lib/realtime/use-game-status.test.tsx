// Proves useGameStatus's merge rule (issue: a slow GET must not overwrite a newer socket
// message): a `game` message that arrives while a read is on its way is kept when the read
// answers with an older switch, and a newer read still replaces an older message. What
// the banner, /play and /admin/start show is proven in their own tests.
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServerStateProvider } from "../../app/server-state";
import { PopupMessageProvider } from "../../components/popup-message";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { RealtimeProvider } from "./realtime-provider";
import { useGameStatus } from "./use-game-status";

const NOW = Date.UTC(2026, 2, 1, 10);
const on = (changedAt: number) => ({ Status: "on", text: "", resumeAt: null, changedAt });
const paused = (changedAt: number) => ({
  Status: "off",
  text: "1 Hour",
  resumeAt: changedAt + 3_600_000,
  changedAt,
});

/** The switch as the hook gives it, and whether a read is on its way. */
function SwitchLine() {
  const { data, fetchStatus } = useGameStatus("player");
  return <p>{`${data ? `${data.Status} since ${data.changedAt}` : "unknown"}, ${fetchStatus}`}</p>;
}

function renderSwitch() {
  render(
    <PopupMessageProvider>
      <ServerStateProvider retryReads={false}>
        <RealtimeProvider audience="player">
          <SwitchLine />
        </RealtimeProvider>
      </ServerStateProvider>
    </PopupMessageProvider>,
  );
}

/** Every status read waits until the test answers it; returns the answerers, oldest first. */
function holdReads() {
  const waiting: ((response: Response) => void)[] = [];
  mockFetch({
    "GET /api/game/status": () => new Promise<Response>((resolve) => waiting.push(resolve)),
  });
  return waiting;
}

/** The hook mounted with its reads held, and a pause message arriving meanwhile. */
async function pausedWhileReading() {
  const waiting = holdReads();
  renderSwitch();
  const socket = await acceptFirstSocket();
  await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
  act(() => socket.serverSend({ type: "game", ...paused(NOW) }));
  expect(await screen.findByText(`off since ${NOW}, fetching`)).toBeVisible();
  return waiting;
}

describe("useGameStatus", () => {
  it("keeps a newer game message when a slower read answers with an older switch", async () => {
    const waiting = await pausedWhileReading();
    for (const answer of waiting) answer(jsonResponse(on(NOW - 1000)));

    expect(await screen.findByText(`off since ${NOW}, idle`)).toBeVisible();
  });

  it("takes a read that is newer than the last message", async () => {
    const waiting = await pausedWhileReading();
    for (const answer of waiting) answer(jsonResponse(on(NOW + 1000)));

    expect(await screen.findByText(`on since ${NOW + 1000}, idle`)).toBeVisible();
  });
});

// Proves when the area's socket opens: at once by default, and, where the layout says so,
// only once the first screen is live (a painted page's content comes first), never after
// the area has gone.
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RealtimeProvider } from "./realtime-provider";

const opened = vi.hoisted(() => ({ sockets: [] as string[], closed: 0 }));
vi.mock("./realtime-socket", () => ({
  openRealtimeSocket: (audience: string) => {
    opened.sockets.push(audience);
    return () => {
      opened.closed += 1;
    };
  },
}));

afterEach(() => {
  opened.sockets = [];
  opened.closed = 0;
});

/** Lets the provider's dynamic import of the socket code settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("RealtimeProvider", () => {
  it("opens its socket after the first render, and closes it when the area goes", async () => {
    const { unmount } = render(<RealtimeProvider audience="admin">screen</RealtimeProvider>);
    await settle();

    expect(opened.sockets).toEqual(["admin"]);
    unmount();
    expect(opened.closed).toBe(1);
  });

  it("waits for what it opens after, then opens once", async () => {
    let screenLive: () => void = () => {};
    const live = new Promise<void>((resolve) => {
      screenLive = resolve;
    });
    render(
      <RealtimeProvider audience="player" opensAfter={live}>
        screen
      </RealtimeProvider>,
    );
    await settle();
    expect(opened.sockets).toEqual([]);

    screenLive();
    await settle();
    expect(opened.sockets).toEqual(["player"]);
  });

  it("opens nothing for an area that went before it was time", async () => {
    let screenLive: () => void = () => {};
    const live = new Promise<void>((resolve) => {
      screenLive = resolve;
    });
    const { unmount } = render(
      <RealtimeProvider audience="player" opensAfter={live}>
        screen
      </RealtimeProvider>,
    );
    unmount();
    screenLive();
    await settle();

    expect(opened.sockets).toEqual([]);
  });
});

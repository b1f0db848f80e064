// Proves /data and /delete against a mocked server: the download fetches the export with
// the player's bearer and saves it as a JSON Blob through a temporary link, failures show
// the server's message; deactivation needs "I understand", calls the endpoint, shows
// SPEC.md's alert and only then runs the logout sequence (mocked: it reloads the page);
// with money left (409 balance_remaining) it names the amounts, offers Withdraw first,
// and sends `{ forfeit: true }` only after a confirmation that names them.
// jsdom cannot save files, so the object URL and the link's click are spied on.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logOutPlayer } from "../../lib/player-logout";
import { errorResponse } from "../../test/error-responses";
import { expectLinks } from "../../test/expect-links";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { DataScreen } from "./data-screen";
import { DeactivateScreen } from "./deactivate-screen";

vi.mock("../../lib/player-logout");

const EXPORT = { exportedAt: "2026-03-01T10:00:00.000Z", profile: { id: "p-1", name: "Asha" } };

beforeEach(() => {
  signInPlayer();
  vi.mocked(logOutPlayer).mockReset().mockResolvedValue();
  silenceConsoleErrors();
});

describe("/data", () => {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => "blob:http://localhost/export-1");
  const revokeObjectURL = vi.fn();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    createObjectURL.mockClear();
    clicked = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("downloads the export with the bearer and saves it as a JSON file", async () => {
    const requests = mockFetch({ "GET /api/data/export": () => jsonResponse(EXPORT) });
    const { user } = renderScreen(<DataScreen />, "/data");

    expect(screen.getByRole("heading", { level: 1, name: "Your Data" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Download my data" }));

    expect(await screen.findByText(/^Downloaded quizzy-edge-my-data\.json/)).toBeVisible();
    const exports = callsTo(requests, "GET", "/api/data/export");
    expect(exports).toHaveLength(1);
    expect(exports[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(createObjectURL).toHaveBeenCalledOnce();
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe("application/json");
    expect(JSON.parse(await blob.text())).toEqual(EXPORT);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe("quizzy-edge-my-data.json");
    expect(clicked[0]?.href).toBe("blob:http://localhost/export-1");
    expect(clicked[0]?.isConnected).toBe(false);
  });

  it("shows the server's message when the export fails", async () => {
    mockFetch({
      "GET /api/data/export": () =>
        errorResponse(429, "rate_limited", "Too many requests. Try again in 30 seconds."),
    });
    const { user } = renderScreen(<DataScreen />, "/data");

    await user.click(screen.getByRole("button", { name: "Download my data" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not download your data. Too many requests. Try again in 30 seconds.",
    );
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(0);
  });
});

describe("/delete", () => {
  const renderDeactivate = () => renderScreen(<DeactivateScreen />, "/delete");

  it("says what is erased and kept and asks for I understand before calling", async () => {
    const requests = mockFetch({});
    const { user } = renderDeactivate();

    expect(screen.getByRole("heading", { level: 1, name: "Deactivate Account" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "What is erased" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "What is kept, without your name" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Deactivate my account" }));

    expect(screen.getByRole("alert")).toHaveTextContent(
      "Tick “I understand” to deactivate your account.",
    );
    expect(screen.getByRole("checkbox", { name: "I understand" })).toHaveFocus();
    expect(requests).toHaveLength(0);
    expect(logOutPlayer).not.toHaveBeenCalled();
  });

  it("deactivates, shows SPEC.md's alert, then runs the logout sequence", async () => {
    const requests = mockFetch({
      "POST /api/account/deactivate": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderDeactivate();

    await user.click(screen.getByRole("checkbox", { name: "I understand" }));
    await user.click(screen.getByRole("button", { name: "Deactivate my account" }));

    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent(
      "Your account will be deactivated and your data removed. Your request has been sent.",
    );
    const calls = callsTo(requests, "POST", "/api/account/deactivate");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(logOutPlayer).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "OK" }));

    expect(logOutPlayer).toHaveBeenCalledExactlyOnceWith({ sessionAlreadyEnded: true });
  });

  it("shows the server's message and keeps the player signed in when deactivation fails", async () => {
    mockFetch({
      "POST /api/account/deactivate": () =>
        errorResponse(500, "internal", "Something went wrong. Please try again."),
    });
    const { user } = renderDeactivate();

    await user.click(screen.getByRole("checkbox", { name: "I understand" }));
    await user.click(screen.getByRole("button", { name: "Deactivate my account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not deactivate your account. Something went wrong. Please try again.",
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(logOutPlayer).not.toHaveBeenCalled();
  });

  describe("with money left", () => {
    const refusal = (cash: number, winnings: number) => () =>
      errorResponse(409, "balance_remaining", "You still have money", { cash, winnings });

    it("names the amounts and offers Withdraw first, without deactivating", async () => {
      mockFetch({ "POST /api/account/deactivate": refusal(2000, 3000) });
      const { user } = renderDeactivate();

      await user.click(screen.getByRole("checkbox", { name: "I understand" }));
      await user.click(screen.getByRole("button", { name: "Deactivate my account" }));

      const alert = await screen.findByText(
        "You still have ₹20.00 cash and ₹30.00 waiting to be paid out. Your account was not deactivated.",
      );
      const box = alert.closest("[role='alert']") as HTMLElement;
      expectLinks(within(box), {
        "Withdraw first": "/account",
        "See pending payouts": "/account/pending",
      });
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(logOutPlayer).not.toHaveBeenCalled();
    });

    it("deactivates anyway only with { forfeit: true } after a confirmation naming the amounts", async () => {
      let refused = false;
      const requests = mockFetch({
        "POST /api/account/deactivate": () => {
          if (refused) return jsonResponse({ Status: "OK" });
          refused = true;
          return refusal(2000, 0)();
        },
      });
      const { user } = renderDeactivate();

      await user.click(screen.getByRole("checkbox", { name: "I understand" }));
      await user.click(screen.getByRole("button", { name: "Deactivate my account" }));
      await user.click(await screen.findByRole("button", { name: "Deactivate anyway" }));

      const confirm = screen.getByRole("alertdialog", { name: "Give up ₹20.00 cash?" });
      expect(confirm).toHaveTextContent("Your ₹20.00 cash is given up.");
      expect(confirm).toHaveTextContent(
        "Your bonus money, coins, stars and tries end with the account.",
      );
      expect(callsTo(requests, "POST", "/api/account/deactivate")).toHaveLength(1);
      await user.click(within(confirm).getByRole("button", { name: "Give it up and deactivate" }));

      expect(await screen.findByText(/Your account will be deactivated/)).toBeVisible();
      const calls = callsTo(requests, "POST", "/api/account/deactivate");
      expect(calls).toHaveLength(2);
      expect(calls[0]?.headers.get("Content-Type")).toBeNull();
      expect(await calls[1]?.json()).toEqual({ forfeit: true });
    });

    it("sends nothing when the forfeit is cancelled", async () => {
      const requests = mockFetch({ "POST /api/account/deactivate": refusal(0, 4000) });
      const { user } = renderDeactivate();

      await user.click(screen.getByRole("checkbox", { name: "I understand" }));
      await user.click(screen.getByRole("button", { name: "Deactivate my account" }));
      await user.click(await screen.findByRole("button", { name: "Deactivate anyway" }));
      const confirm = screen.getByRole("alertdialog", {
        name: "Give up ₹40.00 waiting to be paid out?",
      });
      expect(confirm).toHaveTextContent("if an admin rejects it, it is lost with the account");
      await user.click(within(confirm).getByRole("button", { name: "Cancel" }));

      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(callsTo(requests, "POST", "/api/account/deactivate")).toHaveLength(1);
    });
  });
});

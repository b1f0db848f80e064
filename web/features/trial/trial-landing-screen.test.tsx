// Proves /start/try: the promise of only what the visitor could win ("Win Up To ₹N", or
// that the pool is empty or their network had its prize for the hour, before anyone
// plays), the Start and View Model Questions
// ways on, the Reward Claim Requested box for a signed-in player's trial payouts (waiting,
// paid with its reference, rejected with its reason) and its live update from the
// `payout` socket message, the pointer to a claim still to make, and sharing.
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { rememberPendingTrialClaim } from "../../lib/device-id";
import { prizeAgainText } from "../../lib/trial-offer";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { payoutView } from "../../test/money-test-data";
import { renderApp } from "../../test/render-app";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { TrialLandingScreen } from "./trial-landing-screen";

const OFFER = "GET /api/trial/offer";
const offer = (largestRupee: number | null) => () =>
  jsonResponse({ largestRupee, prizeAgainAt: null });

const renderLanding = () => renderScreen(<TrialLandingScreen />, "/start/try");

describe("/start/try", () => {
  it("promises up to the largest prize in the pool, and offers the trial and the model questions", async () => {
    const requests = mockFetch({ [OFFER]: offer(50) });
    const { user } = renderLanding();

    expect(screen.getByRole("heading", { level: 1, name: "Answer 1 Question" })).toBeVisible();
    expect(await screen.findByText("Win Up To ₹50.00")).toBeVisible();
    expect(screen.getByRole("link", { name: "View Model Questions" })).toHaveAttribute(
      "href",
      "/sample",
    );
    const whatsApp = screen.getByRole("link", { name: "Share on WhatsApp" });
    expect(whatsApp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const shared = decodeURIComponent(whatsApp.getAttribute("href") ?? "");
    expect(shared).toContain(`${window.location.origin}/start/try`);
    expect(shared).toContain("win up to ₹50.00");
    expect(screen.queryByRole("heading", { name: "Reward Claim Requested" })).toBeNull();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(["/api/trial/offer"]);

    await user.click(screen.getByRole("link", { name: "Start" }));
    expect(screen.getByRole("heading", { name: "Other screen at /try" })).toBeVisible();
  });

  it("says the pool is empty before the visitor plays, and promises no amount", async () => {
    mockFetch({ [OFFER]: offer(null) });
    renderLanding();

    expect(await screen.findByText(/^No prizes are left right now/)).toBeVisible();
    expect(screen.queryByText(/Win Up To/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start" })).toBeVisible();
  });

  it("tells a network that won its prize this hour that it wins nothing until when", async () => {
    const at = Date.UTC(2026, 10, 25, 9, 30);
    mockFetch({ [OFFER]: () => jsonResponse({ largestRupee: null, prizeAgainAt: at }) });
    renderLanding();

    expect(await screen.findByText(prizeAgainText(at))).toBeVisible();
    expect(screen.queryByText(/Win Up To/)).not.toBeInTheDocument();
  });

  it("promises nothing while the pool cannot be read", async () => {
    silenceConsoleErrors();
    mockFetch({ [OFFER]: () => errorResponse(500, "internal", "Down") });
    renderLanding();

    await screen.findByRole("link", { name: "Start" });
    expect(screen.queryByText(/Win Up To/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No prizes are left/)).not.toBeInTheDocument();
  });

  it("shows a signed-in player's trial rewards, waiting, paid or rejected, and no other payouts", async () => {
    signInPlayer();
    const requests = mockFetch({
      [OFFER]: offer(20),
      "GET /api/account/pending": () =>
        jsonResponse({
          data: [
            payoutView({ _id: "p1", rupee: 40 }),
            payoutView({
              _id: "p2",
              rupee: 25,
              status: "paid",
              paidAt: Date.UTC(2026, 2, 2),
              reference: "UTR5",
            }),
            payoutView({ _id: "p3", rupee: 10, status: "rejected", reason: "Closed account" }),
            payoutView({ _id: "p4", rupee: 70, kind: "withdrawal" }),
          ],
        }),
    });
    renderApp("/start/try");

    const box = await screen.findByRole("region", { name: "Reward Claim Requested" });
    const items = within(box).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("₹40.00");
    expect(items[0]).toHaveTextContent("Waiting to be paid");
    expect(items[1]).toHaveTextContent("Reference UTR5");
    expect(items[2]).toHaveTextContent("Reason: Closed account");
    expect(callsTo(requests, "GET", "/api/account/pending")[0]?.headers.get("Authorization")).toBe(
      "Bearer player-session",
    );
  });

  it("turns Waiting to be paid into Paid when the payout message arrives", async () => {
    signInPlayer();
    let paid = false;
    const requests = mockFetch({
      [OFFER]: offer(20),
      "GET /api/account/pending": () =>
        jsonResponse({
          data: [
            paid
              ? payoutView({ status: "paid", paidAt: Date.UTC(2026, 2, 2), reference: "UTR6" })
              : payoutView(),
          ],
        }),
    });
    renderApp("/start/try");
    await screen.findByText("Waiting to be paid");
    const socket = await acceptFirstSocket();
    await vi.waitFor(() =>
      expect(callsTo(requests, "GET", "/api/account/pending")).toHaveLength(2),
    );
    paid = true;

    act(() => socket.serverSend({ type: "payout", event: "paid", payoutId: "p1" }));

    expect(await screen.findByText("Reference UTR6")).toBeVisible();
    expect(screen.queryByText("Waiting to be paid")).not.toBeInTheDocument();
  });

  it("points a device with a claim still to make at the payout details", () => {
    mockFetch({ [OFFER]: offer(20) });
    rememberPendingTrialClaim("device0123456789");
    renderLanding();

    expect(
      screen.getByRole("link", { name: "Add your payment details to claim it" }),
    ).toHaveAttribute("href", "/account/upi");
  });

  it("shares through the device's share sheet where there is one", async () => {
    mockFetch({ [OFFER]: offer(20) });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share });
    const { user } = renderLanding();

    await user.click(screen.getByRole("button", { name: "Share" }));

    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/start/try` }),
    );
  });
});

// Proves /start/try: SPEC.md's offer, the Start and View Model Questions ways on, the
// Reward Claim Requested box for a signed-in player's requested trial payouts, the
// pointer to a claim still to make, and sharing. The route table is not involved.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PayoutView } from "../../../contract/account";
import { rememberPendingTrialClaim } from "../../lib/device-id";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { TrialLandingScreen } from "./trial-landing-screen";

function payout(overrides: Partial<PayoutView>): PayoutView {
  return {
    _id: "payout-1",
    source: "trial",
    rupee: 40,
    status: "requested",
    createdAt: Date.UTC(2026, 2, 1),
    paidAt: null,
    ...overrides,
  };
}

const renderLanding = () => renderScreen(<TrialLandingScreen />, "/start/try");

describe("/start/try", () => {
  it("offers one question for up to 100 rupees, the trial and the model questions", async () => {
    const requests = mockFetch({});
    const { user } = renderLanding();

    expect(screen.getByRole("heading", { level: 1, name: "Answer 1 Question" })).toBeVisible();
    expect(screen.getByText("Win Up To 100 rupees")).toBeVisible();
    expect(screen.getByRole("link", { name: "View Model Questions" })).toHaveAttribute(
      "href",
      "/sample",
    );
    const whatsApp = screen.getByRole("link", { name: "Share on WhatsApp" });
    expect(whatsApp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsApp.getAttribute("href") ?? "")).toContain(
      `${window.location.origin}/start/try`,
    );
    expect(screen.queryByRole("heading", { name: "Reward Claim Requested" })).toBeNull();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole("link", { name: "Start" }));
    expect(screen.getByRole("heading", { name: "Other screen at /try" })).toBeVisible();
  });

  it("shows a signed-in player's requested trial rewards as waiting for funds", async () => {
    localStorage.setItem("ssid", "player-session");
    const requests = mockFetch({
      "GET /api/account/pending": () =>
        jsonResponse({
          data: [
            payout({ _id: "p1", rupee: 40 }),
            payout({ _id: "p2", rupee: 25, status: "paid", paidAt: Date.UTC(2026, 2, 2) }),
            payout({ _id: "p3", rupee: 70, source: "other" }),
          ],
        }),
    });
    renderLanding();

    const box = await screen.findByRole("region", { name: "Reward Claim Requested" });
    const items = within(box).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("₹40.00");
    expect(items[0]).toHaveTextContent("Waiting for Funds");
    expect(callsTo(requests, "GET", "/api/account/pending")[0]?.headers.get("Authorization")).toBe(
      "Bearer player-session",
    );
  });

  it("points a device with a claim still to make at the payout details", () => {
    mockFetch({});
    rememberPendingTrialClaim("device0123456789");
    renderLanding();

    expect(
      screen.getByRole("link", { name: "Add your payment details to claim it" }),
    ).toHaveAttribute("href", "/account/upi");
  });

  it("shares through the device's share sheet where there is one", async () => {
    mockFetch({});
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share });
    const { user } = renderLanding();

    await user.click(screen.getByRole("button", { name: "Share" }));

    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/start/try` }),
    );
  });
});

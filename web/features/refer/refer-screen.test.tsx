// Proves /refer against a mocked server: the link carries the referral code and the
// server's public tag as `ssid`, never the session token nor this device's credential
// (DESIGN.md section 2); the rule is said in words; the link can be copied and
// sent through WhatsApp; and the load failure state.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { ReferScreen } from "./refer-screen";

const DEVICE = "referrerdevice01";
const TAG = "publictag123";
const SESSION = "player-session-token";
const REFER = { code: "ASHA42", ssid: TAG, rewardRupees: 50 };

const renderRefer = () => renderScreen(<ReferScreen />, "/refer");
const expectedLink = () => `${window.location.origin}/get/start?referralCode=ASHA42&ssid=${TAG}`;

beforeEach(() => {
  localStorage.setItem("ssid", SESSION);
  localStorage.setItem("device_id", DEVICE);
});

describe("/refer", () => {
  it("shows a link with the code and the server's tag, no token and no device id", async () => {
    const requests = mockFetch({ "GET /api/refer": () => jsonResponse(REFER) });
    renderRefer();

    const field = await screen.findByRole("textbox", { name: "Your referral link" });
    expect(screen.getByRole("heading", { level: 1, name: "Refer and earn" })).toBeVisible();
    expect(field).toHaveValue(expectedLink());
    expect((field as HTMLInputElement).value).not.toContain(SESSION);
    expect((field as HTMLInputElement).value).not.toContain(DEVICE);
    expect(
      screen.getByText(
        /₹50\.00 when a friend you invite makes a first deposit, from another phone/,
      ),
    ).toBeVisible();
    expect(requests[0]?.headers.get("Authorization")).toBe(`Bearer ${SESSION}`);

    const whatsApp = screen.getByRole("link", { name: "Share on WhatsApp" });
    const href = whatsApp.getAttribute("href") ?? "";
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(href)).toContain(expectedLink());
    expect(href).not.toContain(SESSION);
    expect(href).not.toContain(DEVICE);
  });

  it("copies the link and says so", async () => {
    mockFetch({ "GET /api/refer": () => jsonResponse(REFER) });
    const { user } = renderRefer();

    await user.click(await screen.findByRole("button", { name: "Copy link" }));

    expect(screen.getByRole("status")).toHaveTextContent("Link copied.");
    expect(await navigator.clipboard.readText()).toBe(expectedLink());
  });

  it("shows the server's message and a retry when the link cannot be loaded", async () => {
    mockFetch({
      "GET /api/refer": () => errorResponse(404, "not_found", "No such player"),
    });
    const { user } = renderRefer();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your referral link. No such player");

    mockFetch({ "GET /api/refer": () => jsonResponse(REFER) });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("textbox", { name: "Your referral link" })).toHaveValue(
      expectedLink(),
    );
  });
});

// Proves /get/start for a signed-out visitor: SPEC.md's landing content, and a link (its
// code and the referrer's public tag) remembered for registration after sign-in. Whether
// it was opened on the referrer's own phone the server judges then, so the
// landing never compares the tag with this device's credential.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { referralTagSchema } from "../../../contract/payments";
import { authConfig } from "../../test/auth-config";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { REFERRAL_TAG_PATTERN, ReferralLandingScreen } from "./referral-landing-screen";

const DEVICE = "thisdevice000001";

const renderLanding = (entry: string) =>
  renderScreen(<ReferralLandingScreen />, "/get/start", entry);

beforeEach(() => localStorage.setItem("device_id", DEVICE));

describe("/get/start (signed out)", () => {
  it("shows the general offers, for new players, from the settings, and sends Get started to the login", async () => {
    mockFetch({ "GET /api/auth/config": () => jsonResponse(authConfig()) });
    const { user } = renderLanding("/get/start");

    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Quizzy Edge" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Free Credits" })).toBeVisible();
    expect(
      await screen.findByText(
        "New players: deposit ₹20.00 and get ₹10.00 bonus on your first deposit.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Daily Reward" })).toBeVisible();
    expect(screen.getByText("1 free try every day")).toBeVisible();
    expect(screen.getByRole("link", { name: "View Sample Questions" })).toHaveAttribute(
      "href",
      "/sample",
    );
    expect(localStorage.getItem("refer_ui")).toBeNull();

    await user.click(screen.getByRole("link", { name: "Get started" }));
    expect(screen.getByRole("heading", { name: "Other screen at /login" })).toBeVisible();
  });

  it("states the figures a main admin set, and no deposit offer while paid play is off", async () => {
    mockFetch({
      "GET /api/auth/config": () =>
        jsonResponse(
          authConfig({
            terms: { firstDepositMinPaise: 5000, firstDepositBonusPaise: 2500, dailyFreeTries: 2 },
          }),
        ),
    });
    const first = renderLanding("/get/start");
    expect(
      await screen.findByText(
        "New players: deposit ₹50.00 and get ₹25.00 bonus on your first deposit.",
      ),
    ).toBeVisible();
    expect(screen.getByText("2 free tries every day")).toBeVisible();
    first.unmount();

    mockFetch({ "GET /api/auth/config": () => jsonResponse(authConfig({ paidPlay: false })) });
    renderLanding("/get/start");
    expect(await screen.findByText("1 free try every day")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "First Deposit Bonus" })).not.toBeInTheDocument();
  });

  it("remembers a referral link's code and tag", () => {
    renderLanding("/get/start?referralCode=ASHA42&ssid=a1b2c3d4e5f6");

    expect(screen.getByText("A friend invited you. Welcome!")).toBeVisible();
    expect(localStorage.getItem("refer_ui")).toBe("ASHA42");
    expect(localStorage.getItem("refer_di")).toBe("a1b2c3d4e5f6");
    expect(localStorage.getItem("new")).toBe("true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("leaves the same-phone judgement to the server: a tag equal to this device is kept", () => {
    renderLanding(`/get/start?referralCode=ASHA42&ssid=${DEVICE}`);

    expect(localStorage.getItem("refer_di")).toBe(DEVICE);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("checks tags by the contract's own pattern", () => {
    for (const tag of ["a1b2c3d4e5f6", "x", "has space12", "a".repeat(33), "A-b_c1234"]) {
      expect(REFERRAL_TAG_PATTERN.test(tag)).toBe(referralTagSchema.safeParse(tag).success);
    }
  });

  it("ignores a link whose ssid is not a tag", () => {
    renderLanding("/get/start?referralCode=ASHA42&ssid=x");

    expect(localStorage.getItem("refer_ui")).toBeNull();
    expect(screen.queryByText("A friend invited you. Welcome!")).not.toBeInTheDocument();
  });
});

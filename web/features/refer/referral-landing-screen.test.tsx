// Proves /get/start for a signed-out visitor: SPEC.md's landing content, a link from
// another device remembered for registration after sign-in, and a link opened on the
// device that made it refused with SPEC.md's message and nothing stored.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { SAME_DEVICE_REFERRAL_MESSAGE } from "../../../contract/payments";
import { renderScreen } from "../../test/render-screen";
import { ReferralLandingScreen, SAME_DEVICE_MESSAGE } from "./referral-landing-screen";

const DEVICE = "thisdevice000001";

const renderLanding = (entry: string) =>
  renderScreen(<ReferralLandingScreen />, "/get/start", entry);

beforeEach(() => localStorage.setItem("device_id", DEVICE));

describe("/get/start (signed out)", () => {
  it("shows the offers and sends Get Start to the login", async () => {
    const { user } = renderLanding("/get/start");

    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Quizzy Edge" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Free Credits" })).toBeVisible();
    expect(screen.getByText("Deposit 20 and get 10 bonus on first deposit")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Daily Reward" })).toBeVisible();
    expect(screen.getByText("1 Free Try Today")).toBeVisible();
    expect(screen.getByRole("link", { name: "View Sample Questions" })).toHaveAttribute(
      "href",
      "/sample",
    );
    expect(localStorage.getItem("refer_ui")).toBeNull();

    await user.click(screen.getByRole("link", { name: "Get Start" }));
    expect(screen.getByRole("heading", { name: "Other screen at /login" })).toBeVisible();
  });

  it("remembers a referral from another device", () => {
    renderLanding("/get/start?referralCode=ASHA42&ssid=otherdevice00001");

    expect(screen.getByText("A friend invited you. Welcome!")).toBeVisible();
    expect(localStorage.getItem("refer_ui")).toBe("ASHA42");
    expect(localStorage.getItem("refer_di")).toBe("otherdevice00001");
    expect(localStorage.getItem("new")).toBe("true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses a referral opened on the device that made it and stores nothing", () => {
    renderLanding(`/get/start?referralCode=ASHA42&ssid=${DEVICE}`);

    expect(screen.getByRole("alert")).toHaveTextContent(SAME_DEVICE_REFERRAL_MESSAGE);
    expect(SAME_DEVICE_MESSAGE).toBe(SAME_DEVICE_REFERRAL_MESSAGE);
    expect(localStorage.getItem("refer_ui")).toBeNull();
    expect(localStorage.getItem("refer_di")).toBeNull();
    expect(localStorage.getItem("new")).toBeNull();
  });

  it("ignores a link whose ssid is not a device id", () => {
    renderLanding("/get/start?referralCode=ASHA42&ssid=x");

    expect(localStorage.getItem("refer_ui")).toBeNull();
    expect(screen.queryByText("A friend invited you. Welcome!")).not.toBeInTheDocument();
  });
});

// Proves the scratch card of SPEC.md section 4: the prize is in neither the page's text
// nor its accessibility tree until the card is revealed, pointer strokes
// (mouse, finger or pen) reveal it only past 60 percent erased, the Reveal button does it from the
// keyboard, and Claim Now remembers the claim and either asks a visitor to sign in or
// takes a signed-in player to the payout details. jsdom has no canvas, so the card's
// painting is not proved here; its erase tracking is.
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readPendingTrialClaim } from "../../lib/device-id";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer } from "../../test/sessions";
import { ScratchCard } from "./scratch-card";

const DEVICE = "device0123456789";

const renderCard = () => renderScreen(<ScratchCard rupee={40} deviceId={DEVICE} />, "/try");
const card = () => screen.getByRole("img", { name: /^Scratch card/ });

/** One press-drag-release across the whole card's width at height `y`. */
function sweep(y: number) {
  const canvas = card();
  fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 0, clientY: y });
  for (let x = 30; x <= 300; x += 30) {
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: x, clientY: y });
  }
  fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 300, clientY: y });
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

/** The page's text, and every element's accessible name and description, say nothing of `prize`. */
function expectUnsaid(prize: RegExp) {
  expect(document.body.textContent).not.toMatch(prize);
  for (const element of document.body.querySelectorAll("*")) {
    expect(element).not.toHaveAccessibleName(prize);
    expect(element).not.toHaveAccessibleDescription(prize);
  }
}

describe("scratch card", () => {
  it("keeps the prize out of the page's text and accessibility tree until revealed", async () => {
    const { user } = renderCard();
    sweep(20);

    expect(card()).toBeVisible();
    expectUnsaid(/₹|40/);

    await user.click(screen.getByRole("button", { name: "Reveal" }));

    expect(screen.getByRole("heading", { name: "You Won ₹40.00" })).toBeVisible();
    expect(document.body.textContent).toContain("₹40.00");
  });

  it("stays covered at 60 percent erased and reveals the prize past it", () => {
    renderCard();
    // Each sweep's brush (radius 20) erases 4 of the card's 20 rows of cells.
    sweep(20);
    sweep(60);
    sweep(100);
    expect(card()).toBeVisible();
    expect(screen.queryByRole("heading", { name: /You Won/ })).not.toBeInTheDocument();

    sweep(140);

    expect(screen.queryByRole("img", { name: /^Scratch card/ })).not.toBeInTheDocument();
    const prize = screen.getByRole("heading", { name: "You Won ₹40.00" });
    expect(prize).toHaveFocus();
    expect(screen.getByRole("status")).toContainElement(prize);
    expect(screen.getByRole("button", { name: "Claim Now" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Reveal" })).not.toBeInTheDocument();
  });

  it("does not erase while the pointer only hovers", () => {
    renderCard();
    for (const y of [20, 60, 100, 140, 180]) {
      for (let x = 0; x <= 300; x += 10) {
        fireEvent.pointerMove(card(), { pointerId: 1, clientX: x, clientY: y });
      }
    }
    expect(card()).toBeVisible();
  });

  it("reveals the prize with the Reveal button for keyboard users", async () => {
    const { user } = renderCard();

    expect(screen.queryByRole("button", { name: "Claim Now" })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("button", { name: "Reveal" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(screen.getByRole("heading", { name: "You Won ₹40.00" })).toHaveFocus();
  });

  it("asks a visitor to sign in and remembers the claim", async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole("button", { name: "Reveal" }));

    await user.click(screen.getByRole("button", { name: "Claim Now" }));

    expect(screen.getByRole("alert")).toHaveTextContent(
      "Add your payment method in seconds, just log in or sign up!",
    );
    expect(readPendingTrialClaim()).toBe(DEVICE);
    await user.click(screen.getByRole("link", { name: "Log in or sign up" }));
    expect(
      screen.getByRole("heading", { name: "Other screen at /login?next=%2Faccount%2Fupi" }),
    ).toBeVisible();
  });

  it("takes a signed-in player to the payout details and remembers the claim", async () => {
    signInPlayer();
    localStorage.setItem("email", "asha@example.com");
    const { user } = renderCard();
    await user.click(screen.getByRole("button", { name: "Reveal" }));

    await user.click(screen.getByRole("button", { name: "Claim Now" }));

    expect(screen.getByRole("heading", { name: "Other screen at /account/upi" })).toBeVisible();
    expect(readPendingTrialClaim()).toBe(DEVICE);
  });
});

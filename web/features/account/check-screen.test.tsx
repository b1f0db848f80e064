// Proves /check?payment= against a mocked server and a fake clock: a created payment is
// read again every 2 seconds until it settles or fails, reading stops after a minute with
// a way to check again, and the screen's other states (no id, signed out).
import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PaymentStatusResponse } from "../../../contract/payments";
import { answersInTurn, callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer } from "../../test/sessions";
import { CheckScreen, POLL_INTERVAL_MS, POLL_LIMIT_MS } from "./check-screen";

const STATUS_PATH = "/api/payments/status/pay-1";

function payment(status: PaymentStatusResponse["status"]): PaymentStatusResponse {
  return { paymentId: "pay-1", status, amountPaise: 2000, createdAt: Date.UTC(2026, 2, 1) };
}

const renderCheck = (entry = "/check?payment=pay-1") =>
  renderScreen(<CheckScreen />, "/check", entry);

/** Moves the fake clock on and lets the read it started answer. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  signInPlayer();
  // A clock that also runs on its own, so the testing library's waits still end, and that
  // the tests move on by whole polls.
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    shouldAdvanceTime: true,
  });
});

describe("/check", () => {
  it("reads a created payment every 2 seconds until it settles", async () => {
    const requests = mockFetch({
      [`GET ${STATUS_PATH}`]: answersInTurn(
        payment("created"),
        payment("created"),
        payment("settled"),
      ),
    });
    renderCheck();

    expect(
      await screen.findByText("Waiting for the ₹20.00 payment to be confirmed…"),
    ).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Payment Status" })).toBeVisible();
    await wait(POLL_INTERVAL_MS - 100);
    expect(callsTo(requests, "GET", STATUS_PATH)).toHaveLength(1);
    await wait(100);
    expect(callsTo(requests, "GET", STATUS_PATH)).toHaveLength(2);
    await wait(POLL_INTERVAL_MS);

    expect(screen.getByRole("status")).toHaveTextContent("₹20.00 added to your Bank");
    expect(callsTo(requests, "GET", STATUS_PATH)).toHaveLength(3);
    await wait(POLL_INTERVAL_MS * 3);
    expect(callsTo(requests, "GET", STATUS_PATH)).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Go to the Bank" })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  it("says a failed payment failed and offers another try", async () => {
    mockFetch({ [`GET ${STATUS_PATH}`]: () => jsonResponse(payment("failed")) });
    renderCheck();

    expect(await screen.findByText("The payment failed. No money was added.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/payment");
  });

  it("stops reading after a minute and checks again on request", async () => {
    const requests = mockFetch({ [`GET ${STATUS_PATH}`]: () => jsonResponse(payment("created")) });
    const { user } = renderCheck();
    await screen.findByText("Waiting for the ₹20.00 payment to be confirmed…");

    for (let waited = 0; waited <= POLL_LIMIT_MS; waited += POLL_INTERVAL_MS) {
      await wait(POLL_INTERVAL_MS);
    }

    expect(screen.getByRole("status")).toHaveTextContent(
      "The payment is still pending. It shows in your Bank once it is confirmed.",
    );
    const reads = callsTo(requests, "GET", STATUS_PATH).length;
    expect(reads).toBeGreaterThanOrEqual(POLL_LIMIT_MS / POLL_INTERVAL_MS);
    await wait(POLL_INTERVAL_MS * 3);
    expect(callsTo(requests, "GET", STATUS_PATH)).toHaveLength(reads);

    vi.useRealTimers();
    mockFetch({ [`GET ${STATUS_PATH}`]: () => jsonResponse(payment("settled")) });
    await user.click(screen.getByRole("button", { name: "Check again" }));

    expect(await screen.findByText("₹20.00 added to your Bank")).toBeVisible();
  });

  it("says so when the link names no payment", () => {
    const requests = mockFetch({});
    renderCheck("/check");

    expect(screen.getByText("This link does not say which payment to check.")).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it("asks a signed-out visitor to log in", () => {
    localStorage.removeItem("ssid");
    const requests = mockFetch({});
    renderCheck();

    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(requests).toHaveLength(0);
  });
});

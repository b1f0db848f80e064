// Proves the fresh sign-in for a payout details change on the screen (decision 023),
// through the real route table: a 403 reauth_required keeps the form as typed and says
// why; "Sign in again" ends the session on the server and shows the sign-in in place of
// /account/upi, keeping what was typed in this tab only; once signed in, the player is
// back on the form with their bank details filled in, told to check and save, and the
// save goes through. It also proves the Bank's notice of a change (when, until when
// payouts wait, what to do if it was not them) and that a `payout` details-changed
// message re-reads the Bank live.
import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatNearMoment } from "../../lib/day-format";
import { writeStored } from "../../lib/storage";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { accountView } from "../../test/money-test-data";
import { renderApp } from "../../test/render-app";
import { signInPlayerQuietly } from "../../test/sessions";

const field = (name: string) => screen.getByRole("textbox", { name });

beforeEach(() => {
  signInPlayerQuietly();
  sessionStorage.clear();
});

describe("changing payout details after a while signed in", () => {
  it("sends the player through sign-in and back to the form, keeping what they typed", async () => {
    let fresh = false;
    const requests = mockFetch({
      "GET /api/account/upi": () => jsonResponse({ details: { method: "upi", upi: "old@okbank" } }),
      "PUT /api/account/upi": () =>
        fresh
          ? jsonResponse({ Status: "OK" })
          : errorResponse(
              403,
              "reauth_required",
              "For your safety, sign in again to change where your payouts go",
            ),
      "POST /api/auth/logout": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderApp("/account/upi");

    await user.click(await screen.findByRole("radio", { name: "Bank account" }));
    for (const [name, value] of [
      ["Account holder name", "Asha K"],
      ["Bank name", "SBI"],
      ["IFSC", "SBIN0001234"],
      ["Account number", "123456789012"],
    ] as const) {
      await user.click(field(name));
      await user.paste(value);
    }
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "For your safety, sign in again to change where your payouts go. What you typed is kept.",
    );
    expect(field("Account holder name")).toHaveValue("Asha K");
    await user.click(within(alert).getByRole("button", { name: "Sign in again" }));

    expect(await screen.findByRole("heading", { name: "Log-In / Sign-Up" })).toBeVisible();
    expect(callsTo(requests, "POST", "/api/auth/logout")).toHaveLength(1);
    expect(localStorage.getItem("ssid")).toBeNull();
    expect(localStorage.getItem("quizzy.payout-details-draft")).toBeNull();

    // The sign-in screen stores the new session, as after Google's answer.
    fresh = true;
    act(() => writeStored("ssid", "fresh-session"));

    expect(
      await screen.findByText("You signed in again. Check your details, then press Save."),
    ).toBeVisible();
    expect(screen.getByRole("radio", { name: "Bank account" })).toBeChecked();
    expect(field("Account holder name")).toHaveValue("Asha K");
    expect(field("Account number")).toHaveValue("123456789012");
    expect(sessionStorage.length).toBe(0);
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Payment details saved.")).toBeVisible();
    const [, save] = callsTo(requests, "PUT", "/api/account/upi");
    expect(save?.headers.get("Authorization")).toBe("Bearer fresh-session");
    expect(await save?.json()).toEqual({
      method: "bank",
      ac_h_nme: "Asha K",
      bank_nme: "SBI",
      ifsc: "SBIN0001234",
      Acc_no: "123456789012",
    });
  });
});

describe("the Bank after a change of payout details", () => {
  const changedAt = Date.UTC(2026, 10, 28, 10, 10);
  const payoutsHeldUntil = changedAt + 24 * 60 * 60 * 1000;

  it("names when, until when payouts wait, and what to do if it was not them", async () => {
    mockFetch({
      "GET /api/account": () =>
        jsonResponse(accountView({ payoutDetailsChange: { changedAt, payoutsHeldUntil } })),
      "GET /api/auth/config": () =>
        jsonResponse({
          googleClientId: "",
          devIdentity: true,
          paidPlay: true,
          supportEmail: "help@quizzy.test",
        }),
    });
    renderApp("/account");

    const notice = await screen.findByRole("region", { name: "Your payout details changed" });
    expect(notice).toHaveTextContent(
      `They were changed on ${formatNearMoment(changedAt)}. Payouts requested before ${formatNearMoment(payoutsHeldUntil)} wait until then.`,
    );
    expect(within(notice).getByRole("link", { name: "Pending payouts" })).toHaveAttribute(
      "href",
      "/account/pending",
    );
    expect(within(notice).getByRole("link", { name: "Payment details" })).toHaveAttribute(
      "href",
      "/account/upi",
    );
    expect(await within(notice).findByRole("link", { name: "help@quizzy.test" })).toHaveAttribute(
      "href",
      "mailto:help@quizzy.test",
    );
  });

  it("shows the notice live when the details change on another device", async () => {
    let change: { changedAt: number; payoutsHeldUntil: number } | null = null;
    const requests = mockFetch({
      "GET /api/account": () => jsonResponse(accountView({ payoutDetailsChange: change })),
    });
    renderApp("/account");
    await screen.findByText("Cash");
    expect(screen.queryByRole("region", { name: "Your payout details changed" })).toBeNull();
    const socket = await acceptFirstSocket();
    await vi.waitFor(() => expect(callsTo(requests, "GET", "/api/account")).toHaveLength(2));
    change = { changedAt, payoutsHeldUntil };

    act(() => socket.serverSend({ type: "payout", event: "details-changed" }));

    expect(
      await screen.findByRole("region", { name: "Your payout details changed" }),
    ).toBeVisible();
    expect(screen.getByText("Your payout details were just changed.")).toBeInTheDocument();
  });
});

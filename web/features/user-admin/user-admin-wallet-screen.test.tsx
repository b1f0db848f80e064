// Proves /admin/user/wallet: SPEC.md's labels spelled right (Earned: ₹{Rupee}.00, Selected
// questions, Total questions, Served, Answered), and the money beside them: earned, requested,
// paid and available; Withdraw into the payout queue (payout_details_required points to
// the details form on the same page); the payout details saved with the player's body;
// each withdrawal's state; and the poll that shows an admin's decision without a reload;
// and decision 023: a change of details is sent with the current password, a wrong one
// is marked on its field, and a held withdrawal says so and can be cancelled.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContributorWalletResponse } from "../../../contract/contributor";
import { formatNearMoment } from "../../lib/day-format";
import { detailOf, detailsOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { payoutView } from "../../test/money-test-data";
import { renderScreen } from "../../test/render-screen";
import { silenceConsoleErrors } from "../../test/sessions";
import { signInContributor, WALLET_PATH } from "../../test/user-admin-test-data";
import { requestOfferedWithdrawal } from "../../test/withdraw-form";
import { UserAdminWalletScreen, WALLET_POLL_MS } from "./user-admin-wallet-screen";

const WITHDRAWALS = "/admin/user/withdrawals";
const DETAILS = "/admin/user/payout-details";

function wallet(
  Rupee: number,
  money: Partial<ContributorWalletResponse["money"]> = {},
): ContributorWalletResponse {
  return {
    Datas: { Rupee, Total_Quest: 7, Out: 120, Ans: 88, Selected: 3 },
    money: { earned: Rupee, requested: 0, paid: 0, available: Rupee, ...money },
  };
}

const handlers = (overrides: Record<string, () => Response> = {}) => ({
  [`GET ${WALLET_PATH}`]: () => jsonResponse(wallet(15)),
  [`GET ${WITHDRAWALS}`]: () => jsonResponse({ data: [] }),
  [`GET ${DETAILS}`]: () => jsonResponse({ details: { method: "upi", upi: "asha@okbank" } }),
  ...overrides,
});

const renderWallet = () => renderScreen(<UserAdminWalletScreen />, "/admin/user/wallet");

beforeEach(() => {
  signInContributor();
  silenceConsoleErrors();
});

describe("SPEC.md's wallet", () => {
  it("shows the earnings in whole rupees and the question counts with SPEC.md's labels", async () => {
    mockFetch(handlers());
    renderWallet();

    expect(await screen.findByText("Earned: ₹15.00")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
    expect(screen.getByText("Selected questions: 3")).toBeVisible();
    expect(screen.getByText("Total questions: 7")).toBeVisible();
    expect(screen.getByText("Served to players: 120")).toBeVisible();
    expect(screen.getByText("Answered: 88")).toBeVisible();
  });

  it("shows earnings that are not whole rupees to the paisa", async () => {
    mockFetch(handlers({ [`GET ${WALLET_PATH}`]: () => jsonResponse(wallet(12.5)) }));
    renderWallet();

    expect(await screen.findByText("Earned: ₹12.50")).toBeVisible();
  });

  it("shows the server's message when the wallet cannot be read", async () => {
    mockFetch(
      handlers({
        [`GET ${WALLET_PATH}`]: () => errorResponse(500, "internal", "Try later"),
      }),
    );
    renderWallet();

    expect(await screen.findByText("Could not load your wallet. Try later")).toBeVisible();
  });
});

describe("the contributor's money", () => {
  it("shows earned, requested, paid and available", async () => {
    mockFetch(
      handlers({
        [`GET ${WALLET_PATH}`]: () =>
          jsonResponse(wallet(40, { requested: 10, paid: 20, available: 10 })),
      }),
    );
    renderWallet();

    const money = await screen.findByRole("region", { name: "Your money" });
    expect(detailsOf(money)).toMatchObject({
      Earned: "₹40.00",
      Requested: "₹10.00",
      Paid: "₹20.00",
      Available: "₹10.00",
    });
  });

  it("withdraws earnings with the user-admin token and re-reads the figures and the list", async () => {
    let requested = false;
    const requests = mockFetch(
      handlers({
        [`GET ${WALLET_PATH}`]: () =>
          jsonResponse(wallet(15, requested ? { requested: 15, available: 0 } : {})),
        [`GET ${WITHDRAWALS}`]: () =>
          jsonResponse({ data: requested ? [payoutView({ kind: "contributor", rupee: 15 })] : [] }),
        [`POST ${WITHDRAWALS}`]: () => {
          requested = true;
          return jsonResponse({ Status: "OK", payoutId: "payout-7" }, 201);
        },
      }),
    );
    const { user } = renderWallet();

    await requestOfferedWithdrawal(user);

    expect(await screen.findByText(/₹15.00 requested\./)).toBeVisible();
    const [post] = callsTo(requests, "POST", WITHDRAWALS);
    expect(await post?.json()).toEqual({ amount: 15 });
    expect(post?.headers.get("Authorization")).toBe("Bearer contributor-token");
    const list = screen.getByRole("region", { name: "Withdrawals" });
    expect(await within(list).findByText("Withdrawal of earnings")).toBeVisible();
    expect(within(list).getByText("Waiting to be paid")).toBeVisible();
    await waitFor(() =>
      expect(detailOf(screen.getByRole("region", { name: "Your money" }), "Available")).toBe(
        "₹0.00",
      ),
    );
  });

  it("points payout_details_required at the details form on this page", async () => {
    mockFetch(
      handlers({
        [`GET ${DETAILS}`]: () => jsonResponse({ details: null }),
        [`POST ${WITHDRAWALS}`]: () =>
          errorResponse(409, "payout_details_required", "Add your UPI or bank details first"),
      }),
    );
    const { user } = renderWallet();

    await requestOfferedWithdrawal(user);

    const link = await screen.findByRole("link", { name: "Add them below" });
    expect(link).toHaveAttribute("href", "#wallet-payout-details");
  });

  it("saves payout details with the player's body to the contributor's path", async () => {
    const requests = mockFetch(
      handlers({
        [`GET ${DETAILS}`]: () => jsonResponse({ details: null }),
        [`PUT ${DETAILS}`]: () => jsonResponse({ Status: "OK" }),
      }),
    );
    const { user } = renderWallet();

    const details = await screen.findByRole("region", { name: "Payout details" });
    await user.type(await within(details).findByRole("textbox", { name: "UPI id" }), "asha@okbank");
    await user.click(within(details).getByRole("button", { name: "Save" }));

    expect(await within(details).findByText("Payment details saved.")).toBeVisible();
    const [put] = callsTo(requests, "PUT", DETAILS);
    expect(await put?.json()).toEqual({ method: "upi", upi: "asha@okbank" });
    expect(put?.headers.get("Authorization")).toBe("Bearer contributor-token");
  });

  it("sends a change with the current password, and marks a wrong one on its field", async () => {
    let tries = 0;
    const requests = mockFetch(
      handlers({
        [`PUT ${DETAILS}`]: () =>
          ++tries === 1
            ? errorResponse(403, "wrong_password", "The current password is not right", {
                fields: [{ path: "currentPassword", message: "This is not your current password" }],
              })
            : jsonResponse({ Status: "OK" }),
      }),
    );
    const { user } = renderWallet();

    const details = await screen.findByRole("region", { name: "Payout details" });
    const upi = await within(details).findByRole("textbox", { name: "UPI id" });
    await user.clear(upi);
    await user.type(upi, "new@okbank");
    const password = within(details).getByLabelText("Your current password");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    await user.type(password, "wrong-one");
    await user.click(within(details).getByRole("button", { name: "Save" }));

    expect(await within(details).findByText("This is not your current password")).toBeVisible();
    expect(password).toBeInvalid();
    expect(password).toHaveFocus();
    await user.clear(password);
    await user.type(password, "author-pass-123");
    await user.click(within(details).getByRole("button", { name: "Save" }));

    expect(await within(details).findByText("Payment details saved.")).toBeVisible();
    expect(password).toHaveValue("");
    const [, accepted] = callsTo(requests, "PUT", DETAILS);
    expect(await accepted?.json()).toEqual({
      method: "upi",
      upi: "new@okbank",
      currentPassword: "author-pass-123",
    });
  });

  it("shows a held withdrawal until when, and cancels it with the contributor's token", async () => {
    const heldUntil = Date.now() + 20 * 60 * 60 * 1000;
    let status: "requested" | "cancelled" = "requested";
    const requests = mockFetch(
      handlers({
        [`GET ${WITHDRAWALS}`]: () =>
          jsonResponse({
            data: [payoutView({ _id: "c1", kind: "contributor", rupee: 5, heldUntil, status })],
          }),
        [`POST ${WITHDRAWALS}/c1/cancel`]: () => {
          status = "cancelled";
          return jsonResponse({ Status: "OK" });
        },
      }),
    );
    const { user } = renderWallet();

    const list = await screen.findByRole("region", { name: "Withdrawals" });
    expect(
      await within(list).findByText(
        `Held until ${formatNearMoment(heldUntil)}: your payout details changed recently`,
      ),
    ).toBeVisible();
    await user.click(
      within(list).getByRole("button", { name: "Cancel the ₹5.00 withdrawal of earnings" }),
    );
    await user.click(screen.getByRole("button", { name: "Cancel it" }));

    expect(await within(list).findByText("Cancelled by you")).toBeVisible();
    const [cancel] = callsTo(requests, "POST", `${WITHDRAWALS}/c1/cancel`);
    expect(cancel?.headers.get("Authorization")).toBe("Bearer contributor-token");
  });

  it("shows a paid withdrawal with its reference and a rejected one with its reason", async () => {
    mockFetch(
      handlers({
        [`GET ${WITHDRAWALS}`]: () =>
          jsonResponse({
            data: [
              payoutView({
                _id: "a",
                kind: "contributor",
                status: "paid",
                paidAt: Date.UTC(2026, 2, 3),
                reference: "UTR88",
              }),
              payoutView({
                _id: "b",
                kind: "contributor",
                status: "rejected",
                rejectedAt: Date.UTC(2026, 2, 3),
                reason: "Name does not match",
              }),
            ],
          }),
      }),
    );
    renderWallet();

    const list = await screen.findByRole("region", { name: "Withdrawals" });
    expect(await within(list).findByText("Reference UTR88")).toBeVisible();
    expect(within(list).getByText("Reason: Name does not match")).toBeVisible();
    expect(within(list).getByText("The money is back in your earnings.")).toBeVisible();
  });

  it("re-reads while on screen, so an admin's decision shows without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests = mockFetch(handlers());
      renderWallet();
      await screen.findByText("Earned: ₹15.00");
      const reads = () => callsTo(requests, "GET", WITHDRAWALS).length;
      const before = reads();

      await vi.advanceTimersByTimeAsync(WALLET_POLL_MS + 100);

      await waitFor(() => expect(reads()).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });
});

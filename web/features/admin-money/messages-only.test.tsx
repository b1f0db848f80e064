// Proves /admin/add/reward (the reward pool and Pay to Users) shows no words outside the
// admin catalogue (issue 34): rendered in the pseudo-language that wraps every message in
// ⟦ ⟧, with a pool and every kind of payout (to a bank, to UPI, held, deposit refunds
// waiting and done), empty and failed, no letter may be left outside a wrapper. Payees,
// their bank details and the days are data.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { AdminPayoutView } from "../../../contract/account";
import { formatDay } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { payoutView } from "../../test/money-test-data";
import {
  expectOnlyMessages,
  renderInWrappedMessages,
  withCellsApart,
} from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly, silenceConsoleErrors } from "../../test/sessions";
import { AdminRewardScreen } from "./admin-reward-screen";

renderInWrappedMessages();

beforeEach(() => {
  silenceConsoleErrors();
  signInAdminQuietly();
});

const REWARDS = "GET /admin/rewards";
const PAYOUTS = "GET /admin/get/won/module/reward/with/upi/data";
const CREATED_AT = Date.UTC(2026, 2, 1);
const REFUNDED_AT = Date.UTC(2026, 10, 28);

const toBank: AdminPayoutView = {
  ...payoutView({ _id: "payout-1", rupee: 25, createdAt: CREATED_AT }),
  user: "Asha",
  email: "asha@example.com",
  payee: "player",
  method: "bank",
  upi: null,
  ac_h_nme: "Asha K",
  bank_nme: "SBI",
  ifsc: "SBIN0001234",
  Acc_no: "123456789012",
};
const toUpiHeld: AdminPayoutView = {
  ...toBank,
  _id: "payout-2",
  source: "contributor",
  kind: "contributor",
  payee: "contributor",
  user: "Ravi",
  email: "",
  method: "upi",
  upi: "ravi@okbank",
  ac_h_nme: null,
  bank_nme: null,
  ifsc: null,
  Acc_no: null,
  heldUntil: Date.now() + 60 * 60 * 1000,
};
const refund = (status: "requested" | "refunded"): AdminPayoutView => ({
  ...toBank,
  _id: `refund-${status}`,
  source: "refund",
  kind: "refund",
  status,
  user: "Dev",
  email: "",
  method: "gateway",
  ac_h_nme: null,
  bank_nme: null,
  ifsc: null,
  Acc_no: null,
  paidAt: status === "refunded" ? REFUNDED_AT : null,
  reference: status === "refunded" ? "rfnd_42" : null,
});

const DATA = [
  "Asha K SBI SBIN asha example com Ravi ravi okbank Dev",
  formatDay(CREATED_AT),
  formatDay(REFUNDED_AT),
];

const pool = (amounts: number[]) => () =>
  jsonResponse({
    data: amounts.map((rupee, index) => ({ id: `reward-${index}`, rupee, createdAt: index })),
  });

describe("only messages are shown on /admin/add/reward", () => {
  it("with a pool and every kind of payout", async () => {
    mockFetch({
      [REWARDS]: pool([50, 20]),
      [PAYOUTS]: () =>
        jsonResponse({ data: [toBank, toUpiHeld, refund("requested"), refund("refunded")] }),
    });
    const { container } = renderScreen(<AdminRewardScreen />, "/admin/add/reward");
    await screen.findAllByText("Asha K");
    await screen.findByText("⟦Total: ₹70.00⟧");
    expectOnlyMessages(withCellsApart(container), DATA);
  });

  it("with nothing in the pool or the queue", async () => {
    mockFetch({ [REWARDS]: pool([]), [PAYOUTS]: () => jsonResponse({ data: [] }) });
    const { container } = renderScreen(<AdminRewardScreen />, "/admin/add/reward");
    await screen.findByText("⟦No payout requests waiting.⟧");
    await screen.findByText("⟦No rewards in the pool. Add one above.⟧");
    expectOnlyMessages(withCellsApart(container));
  });

  it("when the reads fail", async () => {
    const failed = () => errorResponse(500, "internal", "Down");
    mockFetch({ [REWARDS]: failed, [PAYOUTS]: failed });
    const { container } = renderScreen(<AdminRewardScreen />, "/admin/add/reward");
    await screen.findAllByRole("alert");
    expectOnlyMessages(withCellsApart(container));
  });
});

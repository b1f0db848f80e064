import type { Context } from "hono";
import { createFactory } from "hono/factory";
import {
  type PayoutDetailsResponse,
  type PendingPayoutsResponse,
  payoutDetailsBody,
  type WithdrawalResponse,
  withdrawalBody,
} from "../../contract/account";
import type { StatusOk } from "../../contract/auth";
import { readPayoutDetails, savePayoutDetails } from "../data/money/payout-details";
import { listPayoutsOf, requestWithdrawal } from "../data/money/payouts";
import type { HolderKind, LedgerHolder } from "../domain/ledger";
import type { AppEnv } from "../http/app-env";
import { limitAccountWrites } from "../http/rate-limit";
import { validate } from "../http/validate";
import { paiseOf } from "./views/money";
import {
  payoutDetailsOf,
  payoutDetailsView,
  payoutView,
  withdrawalRefusals,
} from "./views/payouts";

const factory = createFactory<AppEnv>();

/**
 * The handlers a payee's wallet shares, the same for a player's Bank and a user-admin's
 * wallet (issue 16): payout details, the payee's payouts, and withdrawals into the one
 * payout queue. The signed-in session is the payee; each route file names its own paths
 * and role guard. A player withdraws unspent cash only (bonus can only be played,
 * decision 004); a contributor withdraws earnings.
 */
export function payeeWalletHandlers(kind: HolderKind) {
  const payee = (c: Context<AppEnv>): LedgerHolder => ({ kind, id: c.get("session").subjectId });
  return {
    readDetails: factory.createHandlers(async (c) => {
      const row = await readPayoutDetails(c.var.db, payee(c));
      return c.json({ details: payoutDetailsView(row) } satisfies PayoutDetailsResponse);
    }),
    saveDetails: factory.createHandlers(validate("json", payoutDetailsBody), async (c) => {
      await limitAccountWrites(c);
      const details = payoutDetailsOf(c.req.valid("json"));
      await savePayoutDetails(c.var.db, payee(c), details, Date.now());
      return c.json({ Status: "OK" } satisfies StatusOk);
    }),
    listPayouts: factory.createHandlers(async (c) => {
      const rows = await listPayoutsOf(c.var.db, payee(c));
      return c.json({ data: rows.map(payoutView) } satisfies PendingPayoutsResponse);
    }),
    withdraw: factory.createHandlers(validate("json", withdrawalBody), async (c) => {
      await limitAccountWrites(c);
      const amountPaise = paiseOf(c.req.valid("json").amount);
      const result = await requestWithdrawal(c.var.db, payee(c), amountPaise, Date.now());
      if (result.kind === "no_details") throw withdrawalRefusals.no_details();
      if (result.kind === "insufficient") {
        throw withdrawalRefusals.insufficient(kind === "player" ? "cash" : "earnings");
      }
      return c.json({ Status: "OK", payoutId: result.payoutId } satisfies WithdrawalResponse, 201);
    }),
  };
}

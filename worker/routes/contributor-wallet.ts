import { Hono } from "hono";
import {
  type PayoutDetailsResponse,
  type PendingPayoutsResponse,
  payoutDetailsBody,
  type WithdrawalResponse,
  withdrawalBody,
} from "../../contract/account";
import { adminPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import type { ContributorWalletResponse } from "../../contract/contributor";
import { readPayoutDetails, savePayoutDetails } from "../data/money/payout-details";
import { listPayoutsOf, readPayoutTotals, requestWithdrawal } from "../data/money/payouts";
import { readContributorStats } from "../data/questions/pool-questions";
import type { LedgerHolder } from "../domain/ledger";
import type { AppEnv } from "../http/app-env";
import { ownSessionParam, requireRole } from "../http/auth";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { validate } from "../http/validate";
import { walletView } from "./views/contributors";
import { paiseOf } from "./views/money";
import {
  payoutDetailsOf,
  payoutDetailsView,
  payoutView,
  withdrawalRefusals,
} from "./views/payouts";

const contributor = requireRole("contributor");
const payee = (contributorId: string): LedgerHolder => ({ kind: "contributor", id: contributorId });

/**
 * A user-admin's money (SPEC.md's wallet, and issue 16's withdrawals): what selections
 * earned, payout details with the player's body, and withdrawals into the one payout
 * queue. A dead session answers 401 with `Status: 505`.
 */
export const contributorWalletRoutes = new Hono<AppEnv>()
  .get(adminPaths.contributorWallet.pattern, contributor, ...ownSessionParam, async (c) => {
    const db = c.var.db;
    const contributorId = c.get("session").subjectId;
    const [stats, totals] = await Promise.all([
      readContributorStats(db, contributorId),
      readPayoutTotals(db, payee(contributorId)),
    ]);
    return c.json(walletView(stats, totals) satisfies ContributorWalletResponse);
  })
  .get(adminPaths.contributorPayoutDetails, contributor, async (c) => {
    const row = await readPayoutDetails(c.var.db, payee(c.get("session").subjectId));
    return c.json({ details: payoutDetailsView(row) } satisfies PayoutDetailsResponse);
  })
  .put(
    adminPaths.contributorPayoutDetails,
    contributor,
    validate("json", payoutDetailsBody),
    async (c) => {
      const contributorId = c.get("session").subjectId;
      await enforceRateLimit(c, rateRules.accountWrite, [`contributor:${contributorId}`]);
      const details = payoutDetailsOf(c.req.valid("json"));
      await savePayoutDetails(c.var.db, payee(contributorId), details, Date.now());
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  )
  .get(adminPaths.contributorWithdrawals, contributor, async (c) => {
    const rows = await listPayoutsOf(c.var.db, payee(c.get("session").subjectId));
    return c.json({ data: rows.map(payoutView) } satisfies PendingPayoutsResponse);
  })
  .post(
    adminPaths.contributorWithdrawals,
    contributor,
    validate("json", withdrawalBody),
    async (c) => {
      const contributorId = c.get("session").subjectId;
      await enforceRateLimit(c, rateRules.accountWrite, [`contributor:${contributorId}`]);
      const amountPaise = paiseOf(c.req.valid("json").amount);
      const result = await requestWithdrawal(
        c.var.db,
        payee(contributorId),
        amountPaise,
        Date.now(),
      );
      if (result.kind === "no_details") throw withdrawalRefusals.no_details();
      if (result.kind === "insufficient") throw withdrawalRefusals.insufficient("earnings");
      return c.json({ Status: "OK", payoutId: result.payoutId } satisfies WithdrawalResponse, 201);
    },
  );

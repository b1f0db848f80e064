import { Hono } from "hono";
import { adminPaths } from "../../contract/api-paths";
import type { ContributorWalletResponse } from "../../contract/contributor";
import { readPayoutTotals } from "../data/money/payouts";
import { readContributorStats } from "../data/questions/pool-questions";
import type { AppEnv } from "../http/app-env";
import { contributorOnly, ownSessionParam } from "../http/auth";
import { payeeWalletHandlers } from "./payee-wallet";
import { walletView } from "./views/contributors";

const wallet = payeeWalletHandlers("contributor");

/**
 * A user-admin's money (SPEC.md's wallet, and issue 16's withdrawals): what selections
 * earned, payout details with the player's body (and the current password: decision
 * 019), and withdrawals into the one payout queue, each cancellable while it waits. A
 * dead session answers 401 with `Status: 505`.
 */
export const contributorWalletRoutes = new Hono<AppEnv>()
  .get(adminPaths.contributorWallet.pattern, contributorOnly, ...ownSessionParam, async (c) => {
    const db = c.var.db;
    const contributorId = c.get("session").subjectId;
    const [stats, totals] = await Promise.all([
      readContributorStats(db, contributorId),
      readPayoutTotals(db, { kind: "contributor", id: contributorId }),
    ]);
    return c.json(walletView(stats, totals) satisfies ContributorWalletResponse);
  })
  .get(adminPaths.contributorPayoutDetails, contributorOnly, ...wallet.readDetails)
  .put(adminPaths.contributorPayoutDetails, contributorOnly, ...wallet.saveDetails)
  .get(adminPaths.contributorWithdrawals, contributorOnly, ...wallet.listPayouts)
  .post(adminPaths.contributorWithdrawals, contributorOnly, ...wallet.withdraw)
  .post(adminPaths.contributorCancelWithdrawal.pattern, contributorOnly, ...wallet.cancel);

import { bankRoutes as routes } from "../../contract/routes/bank";
import { readPayoutTotals } from "../data/money/payouts";
import { readContributorStats } from "../data/questions/pool-questions";
import { ownSessionParam } from "../http/auth";
import { handle, routerOf } from "../http/route-handlers";
import { walletView } from "./views/contributors";

/**
 * A user-admin's wallet (SPEC.md): what selections earned and what was paid out. Payout
 * details and withdrawals are the payee's wallet (payee-wallet.ts). A dead session
 * answers 401 with `Status: 505`.
 */
export const contributorWalletRoutes = routerOf([
  handle(routes.contributorWallet, ...ownSessionParam, async (c) => {
    const db = c.var.db;
    const contributorId = c.get("session").subjectId;
    const [stats, totals] = await Promise.all([
      readContributorStats(db, contributorId),
      readPayoutTotals(db, { kind: "contributor", id: contributorId }),
    ]);
    return c.json(walletView(stats, totals));
  }),
]);

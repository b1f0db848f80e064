import type { ContributorAdminView } from "../../../contract/admin-people";
import type { ContributorWalletResponse } from "../../../contract/contributor";
import type { PayoutTotals } from "../../data/money/payouts";
import type { ContributorStats, ContributorWithStats } from "../../data/people/contributors";
import { rupees } from "./money";

/** A user-admin in the main admin's list, with their figures. */
export const contributorAdminView = (row: ContributorWithStats): ContributorAdminView => ({
  ...row.contributor,
  questions: Number(row.questions),
  selected: Number(row.selected),
  served: Number(row.served),
  answered: Number(row.answered),
  earningsPaise: Number(row.earnings),
});

/**
 * SPEC.md's wallet (`Datas`: Rupee, Total_Quest, Out, Ans) from the stats and the ledger,
 * and beside it the money in and out of the payout queue. `Rupee` is labelled "Earned",
 * so it stays everything earned, withdrawn or not.
 */
export const walletView = (
  stats: ContributorStats,
  totals: PayoutTotals,
): ContributorWalletResponse => {
  const earned = totals.available + totals.requested + totals.paid;
  return {
    Datas: {
      Rupee: rupees(earned),
      Total_Quest: stats.questions,
      Out: stats.served,
      Ans: stats.answered,
      Selected: stats.selected,
    },
    money: {
      earned: rupees(earned),
      requested: rupees(totals.requested),
      paid: rupees(totals.paid),
      available: rupees(totals.available),
    },
  };
};

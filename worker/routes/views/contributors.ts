import type { ContributorAdminView } from "../../../contract/admin";
import type { ContributorWalletResponse } from "../../../contract/contributor";
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

/** SPEC.md's wallet (`Datas`: Rupee, Total_Quest, Out, Ans) from the stats and the ledger. */
export const walletView = (
  stats: ContributorStats,
  earningsPaise: number,
): ContributorWalletResponse => ({
  Datas: {
    Rupee: rupees(earningsPaise),
    Total_Quest: stats.questions,
    Out: stats.served,
    Ans: stats.answered,
    Selected: stats.selected,
  },
});

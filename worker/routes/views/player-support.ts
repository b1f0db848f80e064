import type { LedgerEntryView } from "../../../contract/account";
import type { PlayerAdminView } from "../../../contract/admin-people";
import { rupeeText } from "../../../contract/money-text";
import type {
  AdjustableAccount,
  PlayerDetailResponse,
  PlayerPayoutView,
  PlayerRunView,
  PlayerTicketView,
} from "../../../contract/player-support";
import type { TicketStatus } from "../../../contract/tickets";
import type { PayoutRequest } from "../../data/money/payouts";
import type { Player } from "../../data/people/players";
import type { TicketWithContext } from "../../data/play/tickets";
import type { ledgerEntries } from "../../db/schema/money";
import type { runs } from "../../db/schema/play";

/** One player's support page on the wire (contract/player-support.ts). */

export const playerAdminView = (row: Player): PlayerAdminView => ({
  id: row.id,
  name: row.name,
  email: row.email ?? "",
  username: row.username,
  status: row.status as PlayerAdminView["status"],
  createdAt: row.createdAt,
});

export const ledgerEntryView = ({
  id,
  account,
  amount,
  memo,
  createdAt,
}: typeof ledgerEntries.$inferSelect): LedgerEntryView => ({
  id,
  account,
  amount,
  memo,
  createdAt,
});

export const playerRunView = (row: typeof runs.$inferSelect): PlayerRunView => ({
  id: row.id,
  status: row.status as PlayerRunView["status"],
  questionCount: row.questionCount,
  correctCount: row.correctCount,
  stars: row.stars,
  startedAt: row.startedAt,
  endedAt: row.endedAt,
});

export const playerTicketView = ({ ticket, question }: TicketWithContext): PlayerTicketView => ({
  id: ticket.id,
  issue: ticket.issue,
  status: ticket.status as TicketStatus,
  question: question.text,
  createdAt: ticket.createdAt,
  decidedAt: ticket.decidedAt,
});

export const playerPayoutView = (row: PayoutRequest): PlayerPayoutView => ({
  id: row.id,
  source: row.source,
  amountPaise: row.amountPaise,
  status: row.status,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
});

export const playerDetailOf = (player: Player): PlayerDetailResponse["player"] => ({
  ...playerAdminView(player),
  referralCode: player.referralCode,
  deactivatedAt: player.deactivatedAt,
});

/** "2 tries", "1 coin", "₹5.00 of bonus": an adjustment's size in words. */
export function adjustmentSize(account: AdjustableAccount, amount: number): string {
  if (account === "bonus") return `${rupeeText(amount)} of bonus`;
  if (account === "coins") return `${amount} ${amount === 1 ? "coin" : "coins"}`;
  return `${amount} ${amount === 1 ? "try" : "tries"}`;
}

/** What the player's history says for a support adjustment. */
export const supportMemo = (reason: string) => `Adjusted by support: ${reason}`;

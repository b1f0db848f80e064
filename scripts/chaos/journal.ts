/**
 * What the chaos clients saw succeed, each with the reference the server gave it: the
 * checks after the run look for every one of them in D1 (lost), and for anything the
 * server applied more often than a client saw it (doubled).
 */
type SeenAnswer = {
  playerId: string;
  attemptId: string;
  choice: string;
  status: string;
  receipt: string;
  /** When the reply arrived (epoch ms): the server cannot have judged it later. */
  repliedAt: number;
};

/** A live show answer as its player was told: `accepted` with its receipt, or the refusal. */
type SeenShowAnswer = {
  showId: string;
  playerId: string;
  index: number;
  choice: string;
  outcome: string;
  receipt: string | null;
};

export type Journal = {
  players: Set<string>;
  runsStarted: Set<string>;
  answers: SeenAnswer[];
  /** Receipts a question fetch or a forfeit handed back for an attempt it closed. */
  closingReceipts: { attemptId: string; receipt: string }[];
  /** Every deposit a payer saw ordered (its payment id), settled later or not. */
  depositsOrdered: string[];
  depositsSettled: { paymentId: string; playerId: string; paise: number }[];
  withdrawals: { payoutId: string; playerId: string; paise: number }[];
  payoutDecisions: { payoutId: string; decision: "paid" | "rejected" }[];
  tickets: { ticketId: string; attemptId: string }[];
  ticketRefunds: string[];
  trialClaims: { deviceId: string; payoutId: string }[];
  /** Trial prizes the admin saw added (each answered 201). */
  prizesAdded: number;
  /** Every switch change an admin saw succeed, in order: the last is what must hold. */
  switches: { status: "on" | "off"; at: number }[];
  /** Every show the admin saw made, with the clock it was made with (epoch ms). */
  showsCreated: { showId: string; startsAt: number; endsAt: number }[];
  /** Each player's join as told: `joined`, or the refusal (late after a restart: `show_started`). */
  showJoins: { showId: string; playerId: string; outcome: string }[];
  showAnswers: SeenShowAnswer[];
  /** What each player saw at a show's end: whether it won, and the winners' equal share. */
  showResults: {
    showId: string;
    playerId: string;
    won: boolean;
    winners: number;
    sharePaise: number;
  }[];
};

export const emptyJournal = (): Journal => ({
  players: new Set(),
  runsStarted: new Set(),
  answers: [],
  closingReceipts: [],
  depositsOrdered: [],
  depositsSettled: [],
  withdrawals: [],
  payoutDecisions: [],
  tickets: [],
  ticketRefunds: [],
  trialClaims: [],
  prizesAdded: 0,
  switches: [],
  showsCreated: [],
  showJoins: [],
  showAnswers: [],
  showResults: [],
});

/** How many operations the clients saw succeed, all kinds together. */
export const operationsSeen = (journal: Journal) =>
  journal.runsStarted.size +
  journal.answers.length +
  journal.depositsOrdered.length +
  journal.depositsSettled.length +
  journal.withdrawals.length +
  journal.payoutDecisions.length +
  journal.tickets.length +
  journal.ticketRefunds.length +
  journal.trialClaims.length +
  journal.prizesAdded +
  journal.switches.length +
  journal.showsCreated.length +
  journal.showAnswers.filter((answer) => answer.outcome === "accepted").length;

import {
  causePrefix,
  type HolderKind,
  type LedgerAccount,
  type LedgerCause,
} from "../../domain/ledger";

/**
 * The ledger's causes as SQL for the invariants in ledger-invariants.ts: each reference
 * prefix, spelled by the domain itself, with whom it pays, from which account and which
 * way. No Worker types here, so scripts can import it.
 */
export type Cause = LedgerCause;
const prefixOf = causePrefix;

/** The quoted prefix, as in `e.reference = ${ref("deposit")} || p.id`. */
export const ref = (cause: Cause) => `'${prefixOf(cause)}'`;
/** Whether `column` holds a reference of this cause. */
export const isCause = (cause: Cause, column = "e.reference") =>
  `${column} glob '${prefixOf(cause)}*'`;

/**
 * Whom each cause pays, from which account, and which way: `in` is a credit (zero
 * allowed: admins may set a reward or price to zero), `out` a debit, `either` both (a
 * support adjustment), a number exact. A cause listing both holder kinds moves the same
 * accounts of either (a payout's money waits in `winnings`, whoever is paid).
 */
const CAUSES = {
  dailyTry: { holder: "player", accounts: ["tries"], amount: "in" },
  runTry: { holder: "player", accounts: ["tries"], amount: -1 },
  answerCoins: { holder: "player", accounts: ["coins"], amount: "in" },
  runStars: { holder: "player", accounts: ["stars"], amount: "in" },
  ticketRefund: { holder: "player", accounts: ["tries"], amount: 1 },
  couponClaim: { holder: "player", accounts: ["bonus"], amount: "in" },
  tryPurchase: { holder: "player", accounts: ["tries"], amount: 1 },
  tryPurchasePayment: { holder: "player", accounts: ["bonus", "cash"], amount: "out" },
  deposit: { holder: "player", accounts: ["cash"], amount: "in" },
  depositRefund: { holder: "player", accounts: ["cash"], amount: "out" },
  // Their amounts are the offer each deposit was made under (ledger-invariants.ts).
  firstDepositBonus: { holder: "player", accounts: ["bonus"], amount: "in" },
  referral: { holder: "player", accounts: ["bonus"], amount: "in" },
  couponPurchase: { holder: "player", accounts: ["coins"], amount: "out" },
  cartItem: { holder: "player", accounts: ["stars"], amount: "out" },
  claimRefund: { holder: "player", accounts: ["stars"], amount: "in" },
  trialWin: { holder: "player", accounts: ["winnings"], amount: "in" },
  payoutPaid: { holder: ["player", "contributor"], accounts: ["winnings"], amount: "out" },
  withdrawal: { holder: "player", accounts: ["cash"], amount: "out" },
  earningsWithdrawal: { holder: "contributor", accounts: ["earnings"], amount: "out" },
  payoutHeld: { holder: ["player", "contributor"], accounts: ["winnings"], amount: "in" },
  payoutRejected: { holder: ["player", "contributor"], accounts: ["winnings"], amount: "out" },
  payoutReturned: { holder: "player", accounts: ["cash"], amount: "in" },
  earningsReturned: { holder: "contributor", accounts: ["earnings"], amount: "in" },
  payoutCancelled: { holder: ["player", "contributor"], accounts: ["winnings"], amount: "out" },
  cancelReturned: { holder: "player", accounts: ["cash"], amount: "in" },
  cancelEarningsReturned: { holder: "contributor", accounts: ["earnings"], amount: "in" },
  returnForfeit: { holder: "player", accounts: ["cash"], amount: "out" },
  deactivationForfeit: {
    holder: "player",
    accounts: ["cash", "bonus", "coins", "stars", "tries"],
    amount: "out",
  },
  reviewLike: { holder: "player", accounts: ["tries"], amount: 1 },
  selection: { holder: "contributor", accounts: ["earnings"], amount: "in" },
  supportAdjustment: {
    holder: "player",
    accounts: ["coins", "tries", "stars", "bonus"],
    amount: "either",
  },
  showPool: { holder: "show", accounts: ["cash"], amount: "in" },
  showPoolReleased: { holder: "show", accounts: ["cash"], amount: "out" },
  showSharePaid: { holder: "show", accounts: ["cash"], amount: "out" },
  showShare: { holder: "player", accounts: ["cash"], amount: "in" },
} satisfies Record<
  Cause,
  {
    holder: HolderKind | HolderKind[];
    accounts: LedgerAccount[];
    amount: "in" | "out" | "either" | number;
  }
>;

/** The cause table as SQL rows (prefix, holder_kind, account, min_amount, max_amount). */
const causeRows = Object.entries(CAUSES).flatMap(([cause, shape]) => {
  const [min, max] =
    shape.amount === "in"
      ? ["0", "null"]
      : shape.amount === "out"
        ? ["null", "0"]
        : shape.amount === "either"
          ? ["null", "null"]
          : [shape.amount, shape.amount];
  return [shape.holder]
    .flat()
    .flatMap((holder) =>
      shape.accounts.map(
        (account) => `(${ref(cause as Cause)}, '${holder}', '${account}', ${min}, ${max})`,
      ),
    );
});
export const withCauses = `with causes(prefix, holder_kind, account, min_amount, max_amount) as (
  values ${causeRows.join(",\n    ")})`;

/** Entries of a cause whose subject row is missing. */
export const orphanEntries = (cause: Cause, subject: string, subjectExists: string) => `
select e.reference as subject, 'entry ' || e.reference || ' has no ${subject}' as message
from ledger_entries e
where ${isCause(cause)} and not exists (${subjectExists})`;

/**
 * A payout that ended unpaid with `status` (rejected, cancelled) left winnings by its
 * amount (`left`) and returned it to its payee, to a player's cash (`toCash`) or a
 * contributor's earnings (`toEarnings`), once each; a payout of any other status did
 * neither.
 */
export const payoutUnwound = (status: string, left: Cause, toCash: Cause, toEarnings: Cause) => `
select p.id as subject, 'payout ' || p.id || ' is ' || p.status || ' for ' || p.amount_paise || ' paise but left winnings by '
    || coalesce(l.amount, 'nothing') || ' and returned ' || coalesce(b.reference || ' of ' || b.amount, 'nothing') as message
from payout_requests p
left join ledger_entries l on l.reference = ${ref(left)} || p.id
left join ledger_entries b
  on b.reference in (${ref(toCash)} || p.id, ${ref(toEarnings)} || p.id)
where (p.status = '${status}') <> (l.id is not null) or (p.status = '${status}') <> (b.id is not null)
   or l.amount <> -p.amount_paise or b.amount <> p.amount_paise
   or l.holder_id <> p.player_id or b.holder_id <> p.player_id
   or l.holder_kind <> p.payee_kind or b.holder_kind <> p.payee_kind
   or b.reference <> iif(p.payee_kind = 'contributor', ${ref(toEarnings)}, ${ref(toCash)}) || p.id`;

import {
  type Cause,
  isCause,
  orphanEntries,
  payoutUnwound,
  ref,
  withCauses,
} from "./ledger-causes";
import { MONEY_OUT_INVARIANTS } from "./money-out-invariants";
import { destinationKeySql } from "./payout-destination";
import { SHOW_INVARIANTS } from "./show-invariants";

/**
 * What the rest of the data implies about the ledger (decision 004: balances are sums,
 * never stored), as plain SQL so the Worker (`auditLedger`) and `npm run ledger:check`
 * (through wrangler) run the very same text. Each query returns the rows that break its
 * rule as `subject` (what to look at) and `message`; no rows means the rule holds. No
 * Worker types here, so scripts can import it.
 */
export type LedgerInvariant = { name: string; rule: string; sql: string };

/** A table whose rows each own one entry, referenced by the row's id. */
type EntryOwner = {
  cause: Cause;
  /** The table, as "runs", and its alias in the SQL, as "r". */
  table: string;
  alias: string;
  /** What a row is called in messages, as "cart item". */
  noun: string;
};

const entryOf = ({ cause, alias }: EntryOwner) => `e.reference = ${ref(cause)} || ${alias}.id`;

/** The one entry, as a message says it: "12 stars to p1", or "missing". */
const entryText = (unit: string) =>
  `coalesce(e.amount || ' ${unit} to ' || e.holder_id, 'missing')`;

/**
 * Rows that paid for themselves with one debit from their player (a run's try, a cart
 * item's stars, a bought coupon's coins): each such row has its debit, from its own
 * player, and every debit of the cause has its row. `only` narrows the rows that pay.
 */
function paidByOneDebit(
  owner: EntryOwner & { name: string; rule: string; debit: string; debited: string; only?: string },
): LedgerInvariant {
  const { alias: t, table, noun } = owner;
  const missing = `e.id is null or e.holder_id <> ${t}.player_id`;
  return {
    name: owner.name,
    rule: owner.rule,
    sql: `
select ${t}.id as subject, '${noun} ' || ${t}.id || ' of ' || ${t}.player_id || ' has '
    || iif(e.id is null, 'no ${owner.debit} debit', 'its ${owner.debited} debited from ' || e.holder_id) as message
from ${table} ${t}
left join ledger_entries e on ${entryOf(owner)}
where ${owner.only ? `${owner.only} and (${missing})` : missing}
union all ${orphanEntries(owner.cause, noun, `select 1 from ${table} ${t} where ${owner.only ? `${owner.only} and ` : ""}${entryOf(owner)}`)}`,
  };
}

/**
 * Rows that earn one entry to their player exactly while `earned` holds (a settled
 * payment's deposit, a claimed coupon's value): such a row has its entry, of `amount` when
 * given, and no other row has one; every entry of the cause has its row. `message` says
 * what the row is, and the entry (`entryText`) follows.
 */
function entryWhile(
  owner: EntryOwner & {
    name: string;
    rule: string;
    earned: string;
    amount?: string;
    message: string;
  },
): LedgerInvariant {
  const { alias: t, table } = owner;
  const amount = owner.amount ? `\n   or e.amount <> ${owner.amount} or ` : " or ";
  return {
    name: owner.name,
    rule: owner.rule,
    sql: `
select ${t}.id as subject, ${owner.message} as message
from ${table} ${t}
left join ledger_entries e on ${entryOf(owner)}
where (${owner.earned}) <> (e.id is not null)${amount}e.holder_id <> ${t}.player_id
union all ${orphanEntries(owner.cause, owner.noun, `select 1 from ${table} ${t} where ${entryOf(owner)}`)}`,
  };
}

export const LEDGER_INVARIANTS: readonly LedgerInvariant[] = [
  {
    name: "balances-not-negative",
    // Every debit is guarded or pays back an earlier credit, so no account may dip.
    rule: "no holder has a negative balance in any account",
    sql: `
select holder_kind || ':' || holder_id || ':' || account as subject,
  holder_kind || ' ' || holder_id || ' has ' || account || ' balance ' || sum(amount) as message
from ledger_entries
group by holder_kind, holder_id, account
having sum(amount) < 0`,
  },
  {
    name: "known-causes",
    rule: "every reference starts with a cause named in worker/domain/ledger.ts",
    sql: `${withCauses}
select e.reference as subject, 'entry ' || e.reference || ' names no known cause' as message
from ledger_entries e
where not exists (select 1 from causes c where e.reference glob c.prefix || '*')`,
  },
  {
    name: "cause-shapes",
    rule: "each cause pays its kind of holder, from its account, in its direction",
    sql: `${withCauses}
select e.reference as subject,
  'entry ' || e.reference || ' moves ' || e.amount || ' ' || e.account || ' of '
    || e.holder_kind || ' ' || e.holder_id || ', not what its cause moves' as message
from ledger_entries e
join causes c on e.reference glob c.prefix || '*'
group by e.id
having sum(e.holder_kind = c.holder_kind and e.account = c.account
  and (c.min_amount is null or e.amount >= c.min_amount)
  and (c.max_amount is null or e.amount <= c.max_amount)) = 0`,
  },
  {
    name: "self-named-holders",
    rule: "daily tries, first-deposit bonuses and like rewards go to an account of the person they name",
    sql: `
select e.reference as subject,
  'entry ' || e.reference || ' was paid to ' || e.holder_id || ', another person' as message
from ledger_entries e
join players p on p.id = e.holder_id
where (${isCause("dailyTry")} and substr(e.reference, length(${ref("dailyTry")}) + 1, length(p.person_key) + 1) <> p.person_key || ':')
   or (${isCause("firstDepositBonus")} and e.reference <> ${ref("firstDepositBonus")} || p.person_key)
   or (${isCause("reviewLike")} and e.reference <> ${ref("reviewLike")} || p.person_key)`,
  },
  entryWhile({
    name: "deposits-match-payments",
    rule: "a settled or refunded payment has its one deposit entry, same amount and player; others none",
    cause: "deposit",
    table: "payments",
    alias: "p",
    noun: "payment",
    // A refunded one came in too, and went out again (`deposit-refunds`).
    earned: "p.status in ('settled', 'refunded')",
    amount: "p.amount_paise",
    message: `'payment ' || p.id || ' is ' || p.status || ' for ' || p.amount_paise || ' paise to '
    || p.player_id || ' but its deposit entry is ' || ${entryText("paise")}`,
  }),
  {
    name: "first-deposit-bonus",
    rule: "the bonus is paid exactly to persons whose first settled deposit, over all their accounts, reached the minimum of the offer it was made under, and is that offer's bonus",
    sql: `
select e.reference as subject,
  'bonus ' || e.reference || ' of ' || e.amount || ' paise was paid without a settled deposit that earned it' as message
from ledger_entries e
where ${isCause("firstDepositBonus")} and not exists (
  select 1 from payments p
  where p.player_id = e.holder_id and p.status = 'settled' and p.bonus_paise > 0
    and p.amount_paise >= p.bonus_min_paise and p.bonus_paise = e.amount)
union all
select p.player_id as subject,
  'player ' || p.player_id || ' first deposited ' || p.amount_paise || ' paise (payment ' || p.id
    || ') under a bonus of ' || p.bonus_paise || ' paise and has no first-deposit bonus' as message
from payments p
join players payer on payer.id = p.player_id
where p.status = 'settled' and p.bonus_paise > 0 and p.amount_paise >= p.bonus_min_paise
  and not exists (
    select 1 from payments earlier
    join players earlier_payer on earlier_payer.id = earlier.player_id
    where earlier_payer.person_key = payer.person_key and earlier.status = 'settled'
      and earlier.id <> p.id and earlier.settled_at <= p.settled_at)
  and not exists (select 1 from ledger_entries e where e.reference = ${ref("firstDepositBonus")} || payer.person_key)`,
  },
  {
    name: "referral-rewards",
    rule: "a referral marked rewarded has its reward to the referrer, of the figure the friend's first settled deposit was made under; others none",
    sql: `
select r.referred_id as subject,
  'referral of ' || r.referred_id || ' by ' || r.referrer_id || ' is '
    || iif(r.rewarded_at is null, 'unrewarded', 'rewarded') || ' but its reward entry is '
    || coalesce(e.amount || ' paise to ' || e.holder_id, 'missing') as message
from referrals r
left join ledger_entries e on e.reference = ${ref("referral")} || r.referred_person_key
where (r.rewarded_at is not null) <> (e.id is not null)
   or e.holder_id <> r.referrer_id
   or (e.id is not null and e.amount is not (
     select p.referral_reward_paise from payments p
     where p.player_id = r.referred_id and p.status = 'settled'
     order by p.settled_at, p.id limit 1))
union all ${orphanEntries("referral", "referral", `select 1 from referrals r where e.reference = ${ref("referral")} || r.referred_person_key`)}`,
  },
  paidByOneDebit({
    name: "runs-paid-by-a-try",
    rule: "every run has its one try debit from its player, and every run debit its run",
    cause: "runTry",
    table: "runs",
    alias: "r",
    noun: "run",
    debit: "try",
    debited: "try",
  }),
  entryWhile({
    name: "run-stars",
    rule: "a run with stars has exactly that many stars credited to its player; others none",
    cause: "runStars",
    table: "runs",
    alias: "r",
    noun: "run",
    earned: "r.stars is not null",
    amount: "r.stars",
    message: `'run ' || r.id || ' has ' || coalesce(r.stars, 'no') || ' stars but its entry is '
    || ${entryText("stars")}`,
  }),
  {
    name: "answer-coins",
    rule: "coins are paid only for a correct attempt, to its player",
    sql: `
select e.reference as subject, 'entry ' || e.reference || ' paid ' || e.holder_id || ' for attempt '
    || coalesce(a.id || ' (' || a.outcome || ', of ' || a.player_id || ')', 'that does not exist') as message
from ledger_entries e
left join attempts a on e.reference = ${ref("answerCoins")} || a.id
where ${isCause("answerCoins")}
  and (a.id is null or a.outcome <> 'correct' or a.player_id <> e.holder_id)`,
  },
  entryWhile({
    name: "ticket-refunds",
    rule: "a refunded ticket has one try refund to its player; any other ticket none",
    cause: "ticketRefund",
    table: "tickets",
    alias: "t",
    noun: "ticket",
    earned: "t.status = 'refund'",
    message: `'ticket ' || t.id || ' is ' || t.status || ' but its refund is '
    || ${entryText("tries")}`,
  }),
  {
    name: "try-purchases",
    rule: "every payment for a try has its try credited to the same player",
    sql: `
select e.reference as subject, 'entry ' || e.reference || ' took money from ' || e.holder_id
    || ' but ' || iif(t.id is null, 'no try was credited', 'the try went to ' || t.holder_id) as message
from ledger_entries e
left join ledger_entries t
  on t.reference = ${ref("tryPurchase")} || substr(e.reference, length(${ref("tryPurchasePayment")}) + 1)
where ${isCause("tryPurchasePayment")} and (t.id is null or t.holder_id <> e.holder_id)`,
  },
  paidByOneDebit({
    name: "coupon-purchases",
    rule: "a bought coupon has its coin debit from its player, and every coin debit its coupon",
    cause: "couponPurchase",
    table: "coupons",
    alias: "c",
    noun: "bought coupon",
    debit: "coin",
    debited: "coins",
    only: "c.source = 'bought'",
  }),
  entryWhile({
    name: "coupon-claims",
    rule: "a claimed coupon has its value credited once to its player; an unclaimed one nothing",
    cause: "couponClaim",
    table: "coupons",
    alias: "c",
    noun: "coupon",
    earned: "c.status = 'claimed'",
    amount: "c.value_paise",
    message: `'coupon ' || c.id || ' is ' || c.status || ' worth ' || c.value_paise
    || ' paise but its claim entry is ' || ${entryText("paise")}`,
  }),
  paidByOneDebit({
    name: "cart-purchases",
    rule: "every cart item has its star debit from its player, and every star debit its item",
    cause: "cartItem",
    table: "cart_items",
    alias: "i",
    noun: "cart item",
    debit: "star",
    debited: "stars",
  }),
  {
    name: "claim-refunds",
    rule: "a rejected cart request gives back exactly the stars its item cost; no other request gives any",
    sql: `
select q.id as subject, 'request ' || q.id || ' (' || q.kind || ', ' || q.status || ') has refund '
    || coalesce(e.amount || ' stars to ' || e.holder_id, 'missing') || ' for an item that cost '
    || coalesce(-paid.amount, 'nothing') as message
from claim_requests q
left join ledger_entries e on e.reference = ${ref("claimRefund")} || q.id
left join ledger_entries paid on paid.reference = ${ref("cartItem")} || q.subject_id
where (q.kind = 'cart' and q.status = 'rejected') <> (e.id is not null)
   or e.holder_id <> q.player_id or e.amount <> -paid.amount
union all ${orphanEntries("claimRefund", "claim request", `select 1 from claim_requests q where e.reference = ${ref("claimRefund")} || q.id`)}`,
  },
  {
    // Paid payout records are purged after a day, so a payout debit may outlive its row.
    name: "payouts-paid",
    rule: "a paid payout has its winnings debit of its amount from its payee; an unpaid one none",
    sql: `
select p.id as subject, 'payout ' || p.id || ' is ' || p.status || ' for ' || p.amount_paise
    || ' paise but its debit is ' || coalesce(e.amount || ' paise from ' || e.holder_kind || ' ' || e.holder_id, 'missing') as message
from payout_requests p
left join ledger_entries e on e.reference = ${ref("payoutPaid")} || p.id
where (p.status = 'paid') <> (e.id is not null)
   or e.amount <> -p.amount_paise or e.holder_id <> p.player_id or e.holder_kind <> p.payee_kind`,
  },
  {
    name: "withdrawal-holds",
    rule: "a withdrawal took its amount from the payee's cash (a contributor's earnings) into winnings, once; a trial payout took nothing; and every such entry has its request or, purged, its payment",
    sql: `
select p.id as subject, 'payout ' || p.id || ' (' || p.source || ', ' || p.payee_kind || ' ' || p.player_id
    || ', ' || p.amount_paise || ' paise) has debit ' || coalesce(d.reference || ' of ' || d.amount, 'none')
    || ' and hold ' || coalesce(h.amount || ' to ' || h.holder_id, 'none') as message
from payout_requests p
left join ledger_entries d
  on d.reference in (${ref("withdrawal")} || p.id, ${ref("earningsWithdrawal")} || p.id)
left join ledger_entries h on h.reference = ${ref("payoutHeld")} || p.id
where case when p.source = 'trial' then d.id is not null or h.id is not null
  else d.id is null or h.id is null
    or p.source <> iif(p.payee_kind = 'contributor', 'contributor', 'withdrawal')
    or d.reference <> iif(p.payee_kind = 'contributor', ${ref("earningsWithdrawal")}, ${ref("withdrawal")}) || p.id
    or d.amount <> -p.amount_paise or h.amount <> p.amount_paise
    or d.holder_id <> p.player_id or h.holder_id <> p.player_id
    or d.holder_kind <> p.payee_kind or h.holder_kind <> p.payee_kind
  end
union all
select e.reference as subject, 'entry ' || e.reference || ' has no payout request and was never paid' as message
from ledger_entries e
where (${isCause("withdrawal")} or ${isCause("earningsWithdrawal")} or ${isCause("payoutHeld")})
  and not exists (select 1 from payout_requests p
    where e.reference in (${ref("withdrawal")} || p.id, ${ref("earningsWithdrawal")} || p.id, ${ref("payoutHeld")} || p.id))
  and not exists (select 1 from ledger_entries paid
    where paid.reference = ${ref("payoutPaid")} || substr(e.reference, instr(e.reference, ':') + 1))`,
  },
  {
    name: "payout-rejections",
    rule: "a rejected payout left winnings and returned its amount to the payee's cash (a contributor's earnings), once; no other payout did",
    sql: `
${payoutUnwound("rejected", "payoutRejected", "payoutReturned", "earningsReturned")}
union all ${orphanEntries(
      "payoutRejected",
      "rejected payout",
      `select 1 from payout_requests p where e.reference = ${ref("payoutRejected")} || p.id`,
    )}
union all
select e.reference as subject, 'entry ' || e.reference || ' returns money for no rejected payout' as message
from ledger_entries e
where (${isCause("payoutReturned")} or ${isCause("earningsReturned")})
  and not exists (select 1 from payout_requests p where p.status = 'rejected'
    and e.reference in (${ref("payoutReturned")} || p.id, ${ref("earningsReturned")} || p.id))`,
  },
  {
    name: "winnings-are-open-payouts",
    rule: "each payee's winnings are exactly the amounts of their requested payouts: money in the queue and nowhere else",
    sql: `
select k.kind || ':' || k.id as subject, k.kind || ' ' || k.id || ' has ' || coalesce(w.total, 0)
    || ' paise in winnings but ' || coalesce(o.total, 0) || ' paise in requested payouts' as message
from (
  select holder_kind as kind, holder_id as id from ledger_entries where account = 'winnings'
  union select payee_kind, player_id from payout_requests where status = 'requested') k
left join (select holder_kind, holder_id, sum(amount) as total from ledger_entries
  where account = 'winnings' group by holder_kind, holder_id) w
  on w.holder_kind = k.kind and w.holder_id = k.id
left join (select payee_kind, player_id, sum(amount_paise) as total from payout_requests
  where status = 'requested' group by payee_kind, player_id) o
  on o.payee_kind = k.kind and o.player_id = k.id
where coalesce(w.total, 0) <> coalesce(o.total, 0)`,
  },
  {
    name: "deactivation-forfeits",
    rule: "only a deactivated account forfeits, once per account it named",
    sql: `
select e.reference as subject, 'entry ' || e.reference || ' forfeits ' || e.account || ' of '
    || e.holder_id || ', whose account is ' || coalesce(p.status, 'missing') as message
from ledger_entries e
left join players p on p.id = e.holder_id
where ${isCause("deactivationForfeit")}
  and (p.status is not 'deactivated' or e.reference <> ${ref("deactivationForfeit")} || p.id || ':' || e.account)`,
  },
  {
    name: "trial-wins",
    rule: "a trial win credits the reward's amount to the player who claimed that trial, and its payout asks for the same",
    sql: `
select e.reference as subject, 'entry ' || e.reference || ' credits ' || e.amount || ' paise to '
    || e.holder_id || ' for ' || coalesce('a ' || w.amount_paise || ' paise reward claimed by '
    || coalesce(t.claimed_by_player_id, 'nobody'), 'a reward no trial won') as message
from ledger_entries e
left join reward_pool w on e.reference = ${ref("trialWin")} || w.id
left join trial_attempts t on t.reward_id = w.id
where ${isCause("trialWin")}
  and (t.device_id is null or e.amount <> w.amount_paise or t.claimed_by_player_id is not e.holder_id)
union all
select p.id as subject, 'trial payout ' || p.id || ' asks ' || p.amount_paise || ' paise for '
    || p.player_id || ' but the win credited ' || coalesce(e.amount || ' paise to ' || e.holder_id, 'nothing') as message
from payout_requests p
left join ledger_entries e on e.reference = ${ref("trialWin")} || p.source_id
where p.source = 'trial'
  and (e.id is null or e.amount <> p.amount_paise or e.holder_id <> p.player_id)`,
  },
  {
    name: "reward-pool",
    rule: "each won trial holds one reward, taken by that device, and each taken reward belongs to one won trial",
    sql: `
select t.device_id as subject, 'trial of device ' || t.device_id || ' (' || t.outcome || ') holds reward '
    || t.reward_id || iif(w.id is null, ', which does not exist', ' taken by ' || coalesce(w.taken_by_device, 'nobody')) as message
from trial_attempts t
left join reward_pool w on w.id = t.reward_id
where t.reward_id is not null
  and (w.id is null or w.taken_by_device is not t.device_id or t.outcome <> 'correct')
union all
select w.id as subject, 'reward ' || w.id || ' was taken by ' || w.taken_by_device
    || ' but ' || count(t.device_id) || ' trials hold it' as message
from reward_pool w
left join trial_attempts t on t.reward_id = w.id
where w.taken_at is not null
group by w.id
having count(t.device_id) <> 1`,
  },
  {
    name: "trial-prizes-once-per-person",
    rule: "each claimed trial has its claim row with its claimant and its payout's destination, and no two trial payouts go to one account, person or destination",
    sql: `
select t.device_id as subject, 'trial of device ' || t.device_id || ' was claimed by '
    || coalesce(t.claimed_by_player_id, 'nobody') || ' but its claim row names ' || coalesce(c.player_id, 'nobody') as message
from trial_attempts t
left join trial_prize_claims c on c.device_id = t.device_id
where t.claimed_by_player_id is not c.player_id
union all
select c.device_id as subject, 'claim row of device ' || c.device_id || ' has no trial' as message
from trial_prize_claims c
where not exists (select 1 from trial_attempts t where t.device_id = c.device_id)
union all
select p.id as subject, 'trial payout ' || p.id || ' goes to ' || coalesce(${destinationKeySql("p")}, 'nowhere')
    || ' but its claim row says ' || coalesce(c.destination, 'nothing') as message
from payout_requests p
join trial_attempts t on t.reward_id = p.source_id
join trial_prize_claims c on c.device_id = t.device_id
where p.source = 'trial' and c.destination is not ${destinationKeySql("p")}
union all
select p.id as subject, 'trial payouts ' || p.id || ' and ' || q.id || ' go to one '
    || case when p.player_id = q.player_id then 'account' when ${destinationKeySql("p")} = ${destinationKeySql("q")} then 'destination' else 'person' end as message
from payout_requests p
join payout_requests q on q.source = 'trial' and q.id > p.id
join players a on a.id = p.player_id
join players b on b.id = q.player_id
where p.source = 'trial'
  and (p.player_id = q.player_id or (a.person_key <> '' and a.person_key = b.person_key)
    or ${destinationKeySql("p")} = ${destinationKeySql("q")})`,
  },
  {
    name: "stock-not-negative",
    rule: "no coupon or prize was sold beyond its stock",
    sql: `
select id as subject, 'coupon ' || name || ' has stock ' || stock as message
from coupon_catalogue where stock < 0
union all
select id as subject, 'prize ' || name || ' has stock ' || stock as message
from prizes where stock < 0`,
  },
  {
    name: "review-likes",
    rule: "a person's like has their one free try; a try for a like has a like by that person",
    sql: `
select l.player_id as subject, 'like by ' || l.player_id || ' has no free try' as message
from review_likes l
join players p on p.id = l.player_id
where not exists (select 1 from ledger_entries e where e.reference = ${ref("reviewLike")} || p.person_key)
union all ${orphanEntries("reviewLike", "like", `select 1 from review_likes l join players p on p.id = l.player_id where e.reference = ${ref("reviewLike")} || p.person_key`)}`,
  },
  {
    name: "selections",
    rule: "a pool question selected into a language pays its contributor once, and every such payment has its copy",
    sql: `
select q.id as subject, 'question ' || q.id || ' copies pool question ' || q.source_pool_question_id
    || ' of ' || coalesce(pq.contributor_id, 'no contributor') || ' but its earning is '
    || coalesce(e.amount || ' paise to ' || e.holder_id, 'missing') as message
from questions q
left join pool_questions pq on pq.id = q.source_pool_question_id
left join ledger_entries e
  on e.reference = ${ref("selection")} || q.source_pool_question_id || ':' || q.language_id
where q.source_pool_question_id is not null
  and (e.id is null or pq.id is null or e.holder_id <> pq.contributor_id)
union all ${orphanEntries(
      "selection",
      "copy in its language",
      `select 1 from questions q where e.reference = ${ref("selection")} || q.source_pool_question_id || ':' || q.language_id`,
    )}`,
  },
  {
    name: "support-adjustments",
    rule: "each support adjustment is in the audit log once, with the balance before and after it, and each logged adjustment has its movement",
    sql: `
select e.reference as subject, 'adjustment ' || e.reference || ' of ' || e.amount || ' ' || e.account
    || ' to ' || e.holder_id || ' is logged as '
    || coalesce(a.before || ' to ' || a.after || ' for ' || a.subject_id, 'nothing') as message
from ledger_entries e
left join audit_log a on a.reference = e.reference and a.action = 'support-adjustment'
where ${isCause("supportAdjustment")}
  and (a.id is null or a.subject_id <> e.holder_id
    or json_extract(a.after, '$.' || e.account) - json_extract(a.before, '$.' || e.account) is not e.amount)
union all
select a.reference as subject, 'logged adjustment ' || coalesce(a.reference, a.id) || ' has no movement' as message
from audit_log a
where a.action = 'support-adjustment'
  and not exists (select 1 from ledger_entries e where e.reference = a.reference)`,
  },
  ...MONEY_OUT_INVARIANTS,
  ...SHOW_INVARIANTS,
];

import { isCause, orphanEntries, payoutUnwound, ref } from "./ledger-causes";
import type { LedgerInvariant } from "./ledger-invariants";

/**
 * The ledger invariants of decision 023, beside the rest in ledger-invariants.ts: a
 * deactivated account holds nothing (a deposit that settles for one is refunded through
 * the provider), a payout cancelled by its payee returned its money
 * once, and no held payout was paid early. Plain SQL, no Worker types, as there.
 */
export const MONEY_OUT_INVARIANTS: readonly LedgerInvariant[] = [
  {
    name: "deactivated-accounts-empty",
    rule: "no deactivated account holds money or points without a forfeit or refund entry taking them out (winnings excepted: its payout requests are still paid)",
    sql: `
select e.holder_id || ':' || e.account as subject, 'deactivated player ' || e.holder_id || ' holds '
    || sum(e.amount) || ' ' || e.account || ' that no forfeit or refund took out' as message
from ledger_entries e
join players p on p.id = e.holder_id and p.status = 'deactivated'
where e.holder_kind = 'player' and e.account <> 'winnings'
group by e.holder_id, e.account
having sum(e.amount) <> 0`,
  },
  {
    name: "deposit-refunds",
    rule: "a refunded payment, of a deactivated account, took its amount back out of the same player's cash and has its refund record; no other payment did",
    sql: `
select p.id as subject, 'payment ' || p.id || ' is ' || p.status || ' for ' || p.amount_paise || ' paise to '
    || p.player_id || ' but its refund entry is ' || coalesce(e.amount || ' paise of ' || e.holder_id, 'missing')
    || ' and its refund record ' || coalesce(r.amount_paise || ' paise, ' || r.status, 'missing')
    || ', the account ' || coalesce(x.status, 'missing') as message
from payments p
left join players x on x.id = p.player_id
left join ledger_entries e on e.reference = ${ref("depositRefund")} || p.id
left join deposit_refunds r on r.payment_id = p.id
where (p.status = 'refunded') <> (e.id is not null) or (p.status = 'refunded') <> (r.id is not null)
   or (p.status = 'refunded' and x.status is not 'deactivated')
   or e.amount <> -p.amount_paise or e.holder_id <> p.player_id
   or r.amount_paise <> p.amount_paise or r.player_id <> p.player_id
union all ${orphanEntries("depositRefund", "payment", `select 1 from payments p where e.reference = ${ref("depositRefund")} || p.id`)}`,
  },
  {
    name: "payout-cancellations",
    rule: "a payout its payee cancelled left winnings and returned its amount to the payee's cash (a contributor's earnings), once; no other payout did",
    sql: `
${payoutUnwound("cancelled", "payoutCancelled", "cancelReturned", "cancelEarningsReturned")}
union all
select e.reference as subject, 'entry ' || e.reference || ' moves money for no cancelled payout' as message
from ledger_entries e
where (${isCause("payoutCancelled")} or ${isCause("cancelReturned")} or ${isCause("cancelEarningsReturned")})
  and not exists (select 1 from payout_requests p where p.status = 'cancelled'
    and e.reference in (${ref("payoutCancelled")} || p.id, ${ref("cancelReturned")} || p.id,
      ${ref("cancelEarningsReturned")} || p.id))`,
  },
  {
    name: "payout-holds",
    rule: "no payout was paid before its hold ended",
    sql: `
select p.id as subject, 'payout ' || p.id || ' was paid at ' || p.paid_at || ', before its hold ended at '
    || p.held_until as message
from payout_requests p
where p.status = 'paid' and p.paid_at < p.held_until`,
  },
  {
    name: "return-forfeits",
    rule: "the cash a rejected payout returned is given up exactly when its player was deactivated",
    sql: `
select p.id as subject, 'payout ' || p.id || ' of ' || p.player_id || ' was rejected for ' || p.amount_paise
    || ' paise, and its return was given up by ' || coalesce(-f.amount || ' paise', 'nothing')
    || ' while the account is ' || x.status as message
from payout_requests p
join players x on x.id = p.player_id and p.payee_kind = 'player'
left join ledger_entries f on f.reference = ${ref("returnForfeit")} || p.id
where p.status = 'rejected'
  and ((x.status = 'deactivated' and x.deactivated_at <= p.rejected_at) <> (f.id is not null)
    or f.amount <> -p.amount_paise or f.holder_id <> p.player_id)
union all ${orphanEntries("returnForfeit", "rejected payout", `select 1 from payout_requests p where p.status = 'rejected' and e.reference = ${ref("returnForfeit")} || p.id`)}`,
  },
];

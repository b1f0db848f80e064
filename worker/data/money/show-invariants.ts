import { isCause, orphanEntries, ref } from "./ledger-causes";
import type { LedgerInvariant } from "./ledger-invariants";

/**
 * The ledger invariants of live shows (decision 032), beside the rest in
 * ledger-invariants.ts: a show holds its pool from its creation, never pays out more than
 * it holds, and ends with every paisa either shared among its winners or released. Plain
 * SQL, no Worker types, as there.
 */

/** The show a share's reference names: what follows `show-share:` up to the player. */
const shareShowId = (reference: string) => `substr(${reference}, length(${ref("showShare")}) + 1,
    instr(substr(${reference}, length(${ref("showShare")}) + 1), ':') - 1)`;

export const SHOW_INVARIANTS: readonly LedgerInvariant[] = [
  {
    name: "show-pools-never-negative",
    // Every debit of a show is guarded by its balance, so no moment may see it dip, not only
    // the end; within one moment the credits count first.
    rule: "a show's pool never goes below zero, at any moment of its ledger",
    sql: `
select holder_id as subject, 'show ' || holder_id || ' held ' || running || ' paise after '
    || reference as message
from (
  select holder_id, reference, sum(amount) over (
      partition by holder_id, account order by created_at, amount desc, id
      rows unbounded preceding) as running
  from ledger_entries
  where holder_kind = 'show')
where running < 0`,
  },
  {
    name: "show-pools",
    rule: "every show holds its prize pool from its creation, in its own cash; only shows hold pools",
    sql: `
select s.id as subject, 'show ' || s.id || ' has a pool of ' || s.prize_pool_paise
    || ' paise but its pool entry is '
    || coalesce(e.amount || ' paise to ' || e.holder_kind || ' ' || e.holder_id, 'missing') as message
from shows s
left join ledger_entries e on e.reference = ${ref("showPool")} || s.id
where e.id is null or e.amount <> s.prize_pool_paise or e.holder_kind <> 'show'
   or e.holder_id <> s.id or e.account <> 'cash'
union all ${orphanEntries("showPool", "show", `select 1 from shows s where e.reference = ${ref("showPool")} || s.id`)}
union all
select e.reference as subject, 'entry ' || e.reference || ' moves the pool of show ' || e.holder_id
    || ', which does not exist' as message
from ledger_entries e
where e.holder_kind = 'show' and not exists (select 1 from shows s where s.id = e.holder_id)`,
  },
  {
    name: "show-settlements",
    rule: "an ended show's shares sum to its pool, or its pool was released when nobody won; a cancelled show released its pool and paid no shares; a scheduled one did neither and holds its pool; an ended or cancelled one holds nothing",
    sql: `
select s.id as subject, 'show ' || s.id || ' is ' || s.status || ' with ' || s.winners_count
    || ' winners and ' || s.paid_paise || ' of ' || s.prize_pool_paise || ' paise paid, but its shares are '
    || coalesce(shared.total || ' paise in ' || shared.entries || ' entries', 'none')
    || ' and its release ' || coalesce(-r.amount || ' paise', 'none')
    || ', leaving it ' || coalesce(held.total, 0) || ' paise' as message
from shows s
left join (
  select holder_id, sum(amount) as total from ledger_entries
  where holder_kind = 'show' and account = 'cash'
  group by holder_id) held on held.holder_id = s.id
left join (
  select ${shareShowId("e.reference")} as show_id, sum(e.amount) as total, count(*) as entries
  from ledger_entries e
  where ${isCause("showShare")}
  group by show_id) shared on shared.show_id = s.id
left join ledger_entries r on r.reference = ${ref("showPoolReleased")} || s.id
where case
  when s.status = 'scheduled' then shared.show_id is not null or r.id is not null
    or held.total is not s.prize_pool_paise
  when s.status = 'cancelled' or (s.status = 'ended' and s.winners_count = 0) then
    shared.show_id is not null or r.id is null or r.amount <> -s.prize_pool_paise
    or coalesce(held.total, 0) <> 0
  when s.status = 'ended' then r.id is not null or shared.total is not s.prize_pool_paise
    or s.paid_paise <> s.prize_pool_paise or shared.entries > s.winners_count
    or coalesce(held.total, 0) <> 0
  else 1 end`,
  },
  {
    name: "show-shares-paid",
    rule: "every show share reached a player of that show with its debit of the same amount from the show's pool, and every such debit has its share",
    sql: `
select c.reference as subject, 'share ' || c.reference || ' of ' || c.amount || ' paise to '
    || c.holder_id || ' has ' || coalesce('a debit of ' || -d.amount || ' paise from ' || d.holder_kind
    || ' ' || d.holder_id, 'no debit from its show')
    || iif(n.player_id is null, ', and its player never joined that show', '') as message
from ledger_entries c
left join ledger_entries d
  on d.reference = ${ref("showSharePaid")} || substr(c.reference, length(${ref("showShare")}) + 1)
left join show_entrants n on n.show_id = d.holder_id and n.player_id = c.holder_id
where ${isCause("showShare", "c.reference")}
  and (d.id is null or d.amount <> -c.amount or d.holder_kind <> 'show'
    or c.reference <> ${ref("showShare")} || d.holder_id || ':' || c.holder_id or n.player_id is null)
union all
select d.reference as subject, 'debit ' || d.reference || ' paid ' || -d.amount
    || ' paise out of show ' || d.holder_id || ' but no share reached a player' as message
from ledger_entries d
where ${isCause("showSharePaid", "d.reference")}
  and not exists (select 1 from ledger_entries c
    where c.reference = ${ref("showShare")} || substr(d.reference, length(${ref("showSharePaid")}) + 1))`,
  },
];

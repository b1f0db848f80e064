import { and, eq, type SQL, sql } from "drizzle-orm";
import { ledgerEntries } from "../../db/schema/money";
import type { Bindable, SqlWriter } from "../../db/sql-writer";
import type { LedgerAccount, LedgerHolder, LedgerMovement } from "../../domain/ledger";
import { newId } from "../../ids";
import { insertWhen } from "../insert-when";
import { hasRowWhere } from "../rows";

/**
 * The only code that writes balances. Each function returns a statement (drizzle's, or a
 * prebuilt one for the answer's batch) so callers can commit a movement together with what
 * it pays for in one D1 batch.
 */

type LedgerRow = typeof ledgerEntries.$inferInsert;

export function creditRow(movement: LedgerMovement, now: number) {
  return {
    id: newId(),
    holderKind: movement.holder.kind,
    holderId: movement.holder.id,
    account: movement.account,
    amount: movement.amount,
    reference: movement.reference,
    memo: movement.memo,
    createdAt: now,
  } satisfies LedgerRow;
}

export const creditInsert = <RunResult>(
  db: SqlWriter<RunResult>,
  row: Bindable<ReturnType<typeof creditRow>>,
) => db.insert(ledgerEntries).values(row).onConflictDoNothing();

/** A credit, written once per reference; a repeat is silently nothing. */
export function credit<RunResult>(db: SqlWriter<RunResult>, movement: LedgerMovement, now: number) {
  return creditInsert(db, creditRow(movement, now));
}

/** The balance as a SQL expression, for guards evaluated inside a statement. */
export const balanceSql = (holder: LedgerHolder, account: LedgerAccount) =>
  sql`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries}
    where ${ledgerEntries.holderKind} = ${holder.kind}
      and ${ledgerEntries.holderId} = ${holder.id}
      and ${ledgerEntries.account} = ${account})`;

/** Writes the movement only when `condition` holds, checked in the same statement. */
function movementWhere<RunResult>(
  db: SqlWriter<RunResult>,
  movement: LedgerMovement,
  condition: SQL,
  now: number,
) {
  const { holder, account, amount, reference, memo } = movement;
  return insertWhen(
    db,
    ledgerEntries,
    {
      id: newId(),
      holderKind: holder.kind,
      holderId: holder.id,
      account,
      amount,
      reference,
      memo,
      createdAt: now,
    },
    condition,
  ).onConflictDoNothing();
}

/**
 * A debit (negative `amount`) that is written only if the balance stays >= 0, checked
 * and written in one statement, so two concurrent debits cannot both pass the check.
 * `alsoWhen`, if given, must hold too (e.g. the payee has payout details). Whether it
 * was written shows in the statement's `meta.changes` (0 or 1).
 */
export function guardedDebit<RunResult>(
  db: SqlWriter<RunResult>,
  movement: LedgerMovement,
  now: number,
  alsoWhen?: SQL,
) {
  if (movement.amount >= 0) throw new Error("guardedDebit takes a negative amount");
  const covered = sql`${balanceSql(movement.holder, movement.account)} >= ${-movement.amount}`;
  return movementWhere(db, movement, alsoWhen ? sql`${covered} and ${alsoWhen}` : covered, now);
}

/**
 * A movement that depends on an earlier statement of the same batch, e.g. a refund that
 * is written only if this request's decision is the one that was recorded.
 */
export function moveWhen<RunResult>(
  db: SqlWriter<RunResult>,
  movement: LedgerMovement,
  condition: SQL,
  now: number,
) {
  return movementWhere(db, movement, condition, now);
}

/** Whether the movement with this reference exists (i.e. was written, now or before). */
export async function movementExists(db: SqlWriter, reference: string): Promise<boolean> {
  return hasRowWhere(db, ledgerEntries, eq(ledgerEntries.reference, reference));
}

/** The account the movement with this reference moved, or null when there is none. */
export async function accountMovedBy(
  db: SqlWriter,
  reference: string,
): Promise<LedgerAccount | null> {
  const [row] = await db
    .select({ account: ledgerEntries.account })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, reference))
    .limit(1);
  return (row?.account as LedgerAccount | undefined) ?? null;
}

/** The SQL condition "the movement with this reference exists", for `moveWhen`. */
export const movementWritten = (reference: string) =>
  sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.reference} = ${reference})`;

/**
 * What moved a holder's account by references starting with `prefix` (e.g. every
 * `payout-paid:` of a contributor): the ledger keeps it after the rows it paid for go.
 */
export async function sumOfMovements(
  db: SqlWriter,
  holder: LedgerHolder,
  prefix: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.holderKind, holder.kind),
        eq(ledgerEntries.holderId, holder.id),
        sql`${ledgerEntries.reference} glob ${`${prefix}*`}`,
      ),
    );
  return Number(row?.total ?? 0);
}

export type Balances = Record<LedgerAccount, number>;

const EMPTY_BALANCES: Balances = {
  cash: 0,
  bonus: 0,
  winnings: 0,
  coins: 0,
  stars: 0,
  tries: 0,
  earnings: 0,
};

export async function balancesOf(db: SqlWriter, holder: LedgerHolder): Promise<Balances> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<number>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.holderKind, holder.kind), eq(ledgerEntries.holderId, holder.id)))
    .groupBy(ledgerEntries.account);
  const balances = { ...EMPTY_BALANCES };
  for (const row of rows) balances[row.account as LedgerAccount] = Number(row.total);
  return balances;
}

/** One transfer of `transfers`: `amount` (positive) leaves the source for `to`'s account. */
export type Transfer = {
  to: LedgerHolder;
  amount: number;
  /** The debit's reference, in the source's account. */
  debitReference: string;
  /** The credit's reference, in `to`'s account. */
  creditReference: string;
};

/**
 * How many transfers one statement carries. They travel as one bound JSON text, since D1
 * binds at most 100 values a statement and a winner list can be any length: about 170
 * bytes each, so a statement's text stays well under D1's 2 MB for one value, and a
 * million transfers take 500 statements.
 */
const TRANSFERS_PER_STATEMENT = 4000;

/**
 * Many transfers out of one holder's account (a show's pool to its winners), two
 * statements per chunk for the caller's batch: the debits, written only while the source
 * covers what this chunk still has to move (checked in the statement, against the balance
 * before it) and `when` holds; then the credits, each written only if its own debit of the
 * same amount was (now or before). References make a retry move nothing twice.
 */
export function transfers<RunResult>(
  db: SqlWriter<RunResult>,
  from: { holder: LedgerHolder; account: LedgerAccount; memo: string },
  to: { account: LedgerAccount; memo: string },
  moves: readonly Transfer[],
  when: SQL,
  now: number,
) {
  const statements = [];
  for (let start = 0; start < moves.length; start += TRANSFERS_PER_STATEMENT) {
    const chunk = moves.slice(start, start + TRANSFERS_PER_STATEMENT).map((move) => {
      if (!Number.isSafeInteger(move.amount) || move.amount <= 0) {
        throw new Error("a transfer moves a positive whole amount");
      }
      return {
        debitId: newId(),
        creditId: newId(),
        toKind: move.to.kind,
        toId: move.to.id,
        amount: move.amount,
        debitReference: move.debitReference,
        creditReference: move.creditReference,
      };
    });
    const json = JSON.stringify(chunk);
    const field = (name: keyof (typeof chunk)[number]) =>
      sql`json_extract(j.value, ${`$.${name}`})`;
    const rows = sql`json_each(${json}) j`;
    const stillToMove = sql`(select coalesce(sum(json_extract(p.value, '$.amount')), 0)
      from json_each(${json}) p
      where not exists (select 1 from ${ledgerEntries}
        where ${ledgerEntries.reference} = json_extract(p.value, '$.debitReference')))`;
    statements.push(
      insertWhen(
        db,
        ledgerEntries,
        {
          id: field("debitId"),
          holderKind: from.holder.kind,
          holderId: from.holder.id,
          account: from.account,
          amount: sql`-${field("amount")}`,
          reference: field("debitReference"),
          memo: from.memo,
          createdAt: now,
        },
        sql`${when} and ${balanceSql(from.holder, from.account)} >= ${stillToMove}`,
        rows,
      ).onConflictDoNothing(),
      insertWhen(
        db,
        ledgerEntries,
        {
          id: field("creditId"),
          holderKind: field("toKind"),
          holderId: field("toId"),
          account: to.account,
          amount: field("amount"),
          reference: field("creditReference"),
          memo: to.memo,
          createdAt: now,
        },
        sql`exists (select 1 from ${ledgerEntries} d
          where d.reference = ${field("debitReference")} and d.amount = -${field("amount")}
            and d.holder_kind = ${from.holder.kind} and d.holder_id = ${from.holder.id})`,
        rows,
      ).onConflictDoNothing(),
    );
  }
  return statements;
}

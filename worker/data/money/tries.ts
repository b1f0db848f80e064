import type { Database } from "../../db/client";
import { type LedgerHolder, type LedgerMovement, ledgerReference } from "../../domain/ledger";
import type { PaidPlayAccess } from "../../domain/paid-play";
import { dayOf, nextDayStart, type RunSettings } from "../../domain/run-settings";
import {
  type TryPayingAccount,
  type TryPayment,
  tryPayingAccounts,
  tryPaymentFor,
} from "../../domain/try-purchase";
import { type PaidPlayStanding, readPaidPlayStanding } from "../people/eligibility";
import { readPersonKey } from "../people/players";
import { readRunSettings } from "../settings";
import {
  accountMovedBy,
  type Balances,
  balancesOf,
  credit,
  guardedDebit,
  movementExists,
  movementWritten,
  moveWhen,
} from "./ledger";

/**
 * Buys one try named `purchaseId` for `pricePaise`, paid by the accounts
 * `tryPayingAccounts` allows in its order (bonus, then cash while the player may pay to
 * play). Each attempt is one batch: a guarded debit of one account and the try credited
 * only if that debit was written, so a try is never credited unpaid, nor paid twice. A
 * purchase already made under the name (the same keyed request run again) is answered as
 * it was paid. Null when no account covers the price.
 */
export async function buyTry(
  db: Database,
  playerId: string,
  purchaseId: string,
  pricePaise: number,
  access: PaidPlayAccess,
  now: number,
): Promise<TryPayment | null> {
  const paymentReference = ledgerReference.tryPurchasePayment(purchaseId);
  if (await movementExists(db, ledgerReference.tryPurchase(purchaseId))) {
    return ((await accountMovedBy(db, paymentReference)) as TryPayingAccount | null) ?? "free";
  }
  const holder: LedgerHolder = { kind: "player", id: playerId };
  const tryCredit: LedgerMovement = {
    holder,
    account: "tries",
    amount: 1,
    reference: ledgerReference.tryPurchase(purchaseId),
    memo: "Bought a try",
  };
  if (pricePaise === 0) {
    await credit(db, tryCredit, now);
    return "free";
  }
  for (const account of tryPayingAccounts(access)) {
    const [debit] = await db.batch([
      guardedDebit(
        db,
        { holder, account, amount: -pricePaise, reference: paymentReference, memo: "A try" },
        now,
      ),
      moveWhen(db, tryCredit, movementWritten(paymentReference), now),
    ]);
    if (debit.meta.changes === 1) return account;
  }
  return null;
}

type FreeTryToday = {
  /** True while today's free try (once per person and day) has not been taken. */
  freeTryToday: boolean;
  /** When the next day, and its free try, begins (epoch ms). */
  nextFreeTryAt: number;
};

/**
 * Today's free try as `openRun` (data/play/run-opening.ts) will credit it: once per person
 * and day in the settings' time zone, by the same reference, so what a screen says and
 * what Start does cannot disagree.
 */
async function readFreeTryToday(
  db: Database,
  personKey: string,
  settings: Pick<RunSettings, "freeTriesPerDay" | "dayTimeZone">,
  now: number,
): Promise<FreeTryToday> {
  const reference = ledgerReference.dailyTry(personKey, dayOf(now, settings.dayTimeZone));
  const taken = settings.freeTriesPerDay === 0 || (await movementExists(db, reference));
  return { freeTryToday: !taken, nextFreeTryAt: nextDayStart(now, settings.dayTimeZone) };
}

/**
 * Where a player stands for their next game: balances, today's free try, a try's price,
 * and whether they may pay to play.
 */
export type TryStanding = FreeTryToday &
  PaidPlayStanding & {
    personKey: string;
    balances: Balances;
    pricePaise: number;
    /** What would pay for one bought try now; null when nothing covers it. */
    payFrom: TryPayment | null;
  };

export async function readTryStanding(
  db: Database,
  playerId: string,
  paidPlayOn: boolean,
  now: number,
): Promise<TryStanding> {
  const [balances, settings, personKey, paidPlay] = await Promise.all([
    balancesOf(db, { kind: "player", id: playerId }),
    readRunSettings(db),
    readPersonKey(db, playerId),
    readPaidPlayStanding(db, playerId, paidPlayOn),
  ]);
  return {
    personKey,
    balances,
    ...paidPlay,
    ...(await readFreeTryToday(db, personKey, settings, now)),
    pricePaise: settings.tryPricePaise,
    payFrom: tryPaymentFor(balances, settings.tryPricePaise, paidPlay.access),
  };
}

// Proves the ledger's two guarantees: one reference moves value once however often or
// concurrently it is written, and a guarded debit never takes a balance below zero,
// even when many race for the last units.
import { describe, expect, it } from "vitest";
import type { LedgerMovement } from "../../domain/ledger";
import { db } from "../../test/harness";
import { balancesOf, credit, guardedDebit, movementExists } from "./ledger";

let holderCounter = 0;
const newHolder = () => ({ kind: "player" as const, id: `ledger-holder-${++holderCounter}` });

const movement = (
  holder: LedgerMovement["holder"],
  amount: number,
  reference: string,
): LedgerMovement => ({ holder, account: "tries", amount, reference, memo: "test" });

describe("ledger", () => {
  it("credits a reference once, however many times it is written", async () => {
    const holder = newHolder();
    const writes = Array.from({ length: 20 }, () =>
      credit(db(), movement(holder, 3, `credit-once-${holder.id}`), Date.now()),
    );
    await Promise.all(writes);
    expect((await balancesOf(db(), holder)).tries).toBe(3);
    expect(await movementExists(db(), `credit-once-${holder.id}`)).toBe(true);
  });

  it("refuses a debit that would take the balance below zero", async () => {
    const holder = newHolder();
    await credit(db(), movement(holder, 1, `seed-${holder.id}`), Date.now());
    const [tooMuch] = await db().batch([
      guardedDebit(db(), movement(holder, -2, `too-much-${holder.id}`), Date.now()),
    ]);
    const [enough] = await db().batch([
      guardedDebit(db(), movement(holder, -1, `enough-${holder.id}`), Date.now()),
    ]);
    expect(tooMuch.meta.changes).toBe(0);
    expect(enough.meta.changes).toBe(1);
    expect((await balancesOf(db(), holder)).tries).toBe(0);
  });

  it("lets exactly as many concurrent debits through as the balance covers", async () => {
    const holder = newHolder();
    await credit(db(), movement(holder, 5, `seed-${holder.id}`), Date.now());
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db().batch([
          guardedDebit(db(), movement(holder, -1, `race-${holder.id}-${i}`), Date.now()),
        ]),
      ),
    );
    expect(results.filter(([r]) => r.meta.changes === 1)).toHaveLength(5);
    expect((await balancesOf(db(), holder)).tries).toBe(0);
  });

  it("reports every account, zero where nothing moved", async () => {
    const holder = newHolder();
    await credit(db(), { ...movement(holder, 250, `cash-${holder.id}`), account: "cash" }, 1);
    expect(await balancesOf(db(), holder)).toEqual({
      cash: 250,
      bonus: 0,
      winnings: 0,
      coins: 0,
      stars: 0,
      tries: 0,
      earnings: 0,
    });
  });
});

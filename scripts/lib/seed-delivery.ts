import { auditLog } from "../../worker/db/schema/audit";
import { cartItems, claimDeliveries, claimRequests } from "../../worker/db/schema/catalogue";
import { runs } from "../../worker/db/schema/play";
import { ledgerReference } from "../../worker/domain/ledger";
import { playerMovement } from "./seed-ledger";
import { sqlBuilder } from "./sql-file";

/**
 * A prize's delivery on demo data, for the seed (seed.ts): the demo player Asha earned 25 stars in
 * five perfect runs (paid by tries support credited her) and support credited the rest of
 * the T-shirt's price in stars (both logged as support credits are), and she asked for it
 * in size M at an address in Pune: a prize request with its
 * delivery waiting on /admin/request. Beside it, audit rows whose facts the audit screen
 * words: a language added, a reward removed from the pool, a timed pause and its end, and
 * the T-shirt given its sizes.
 */

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const PLAYER = "seed-player";
const PRIZE_RUNS = 5;
const STARS_PER_RUN = 5;
const CART_ITEM = "seed-cart-tshirt";
const PRIZE_TRIES = ledgerReference.supportAdjustment("seed-prize-tries");
const PRIZE_STARS = ledgerReference.supportAdjustment("seed-prize-stars");

export function prizeDeliveryDemo(seededAt: number, tshirt: { id: string; starPrice: number }) {
  const tshirtId = tshirt.id;
  const at = (hours: number) => seededAt + hours * HOUR;
  const runIds = Array.from({ length: PRIZE_RUNS }, (_, index) => `seed-prize-run-${index + 1}`);
  const earnedStars = PRIZE_RUNS * STARS_PER_RUN;
  const creditedStars = tshirt.starPrice - earnedStars;
  return [
    playerMovement(
      PLAYER,
      {
        account: "tries",
        amount: PRIZE_RUNS,
        reference: PRIZE_TRIES,
        memo: "Adjusted by support: Tries for the prize demo",
      },
      at(5),
    ),
    // The support adjustment before it (seed.ts) left Asha 2 tries.
    sqlBuilder
      .insert(auditLog)
      .values({
        id: "seed-audit-prize-tries",
        actorRole: "admin",
        actorId: "seed-admin",
        action: "support-adjustment",
        subjectKind: "player",
        subjectId: PLAYER,
        summary: `Credited ${PRIZE_RUNS} tries: Tries for the prize demo`,
        before: JSON.stringify({ tries: 2 }),
        after: JSON.stringify({ tries: 2 + PRIZE_RUNS }),
        reference: PRIZE_TRIES,
        createdAt: at(5),
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(runs)
      .values(
        runIds.map((id, index) => ({
          id,
          playerId: PLAYER,
          languageId: "en",
          status: "won",
          questionCount: 10,
          correctCount: 10,
          timeUsedMs: 62_000 + index * 1000,
          stars: STARS_PER_RUN,
          startedAt: at(6) + index * 10 * MINUTE,
          endedAt: at(6) + index * 10 * MINUTE + 3 * MINUTE,
        })),
      )
      .onConflictDoNothing(),
    ...runIds.flatMap((runId, index) => [
      playerMovement(
        PLAYER,
        {
          account: "tries",
          amount: -1,
          reference: ledgerReference.runTry(runId),
          memo: "Game run",
        },
        at(6) + index * 10 * MINUTE,
      ),
      playerMovement(
        PLAYER,
        {
          account: "stars",
          amount: STARS_PER_RUN,
          reference: ledgerReference.runStars(runId),
          memo: "Stars for a perfect run",
        },
        at(6) + index * 10 * MINUTE + 3 * MINUTE,
      ),
    ]),
    playerMovement(
      PLAYER,
      {
        account: "stars",
        amount: creditedStars,
        reference: PRIZE_STARS,
        memo: "Adjusted by support: Stars for the prize demo",
      },
      at(6) + PRIZE_RUNS * 10 * MINUTE,
    ),
    sqlBuilder
      .insert(auditLog)
      .values({
        id: "seed-audit-prize-stars",
        actorRole: "admin",
        actorId: "seed-admin",
        action: "support-adjustment",
        subjectKind: "player",
        subjectId: PLAYER,
        summary: `Credited ${creditedStars} stars: Stars for the prize demo`,
        before: JSON.stringify({ stars: earnedStars }),
        after: JSON.stringify({ stars: tshirt.starPrice }),
        reference: PRIZE_STARS,
        createdAt: at(6) + PRIZE_RUNS * 10 * MINUTE,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(cartItems)
      .values({
        id: CART_ITEM,
        playerId: PLAYER,
        prizeId: tshirtId,
        status: "requested",
        createdAt: at(7),
      })
      .onConflictDoNothing(),
    playerMovement(
      PLAYER,
      {
        account: "stars",
        amount: -tshirt.starPrice,
        reference: ledgerReference.cartItem(CART_ITEM),
        memo: "Bought Quizzy T-shirt",
      },
      at(7),
    ),
    sqlBuilder
      .insert(claimRequests)
      .values({
        id: "seed-claim-tshirt",
        playerId: PLAYER,
        kind: "cart",
        subjectId: CART_ITEM,
        status: "pending",
        createdAt: at(7) + MINUTE,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(claimDeliveries)
      .values({
        claimRequestId: "seed-claim-tshirt",
        name: "Asha Rao",
        phone: "9876543210",
        addressLine1: "Flat 4B, Sunshine Apartments, 14 Residency Road",
        addressLine2: "Near the old clock tower",
        city: "Pune",
        state: "Maharashtra",
        pinCode: "411001",
        size: "M",
      })
      .onConflictDoNothing(),
  ];
}

/** Rows of the admin's upkeep, each worded by the audit screen from its facts. */
export function auditWordsDemo(seededAt: number, tshirtId: string) {
  const row = (
    id: string,
    hours: number,
    fields: Pick<typeof auditLog.$inferInsert, "action" | "subjectKind" | "summary"> &
      Partial<typeof auditLog.$inferInsert>,
  ) => ({
    id,
    actorRole: "admin",
    actorId: "seed-admin",
    subjectId: null,
    before: null,
    after: null,
    createdAt: seededAt + hours * HOUR,
    ...fields,
  });
  const pausedAt = seededAt + 2 * HOUR;
  const paused = { status: "off", text: "10 Minutes", resumeAt: pausedAt + 10 * MINUTE };
  const running = { status: "on", text: "", resumeAt: null };
  return [
    sqlBuilder
      .insert(auditLog)
      .values([
        row("seed-audit-language", 1, {
          action: "language-add",
          subjectKind: "language",
          subjectId: "hi",
          summary: "Added the language Hindi (hi)",
          after: JSON.stringify({ code: "hi", name: "Hindi" }),
        }),
        row("seed-audit-pause", 2, {
          action: "game-switch",
          subjectKind: "game",
          summary: "Stopped the game for 10 Minutes",
          before: JSON.stringify(running),
          after: JSON.stringify(paused),
        }),
        row("seed-audit-resume", 2.1, {
          action: "game-switch",
          subjectKind: "game",
          summary: "Started the game",
          before: JSON.stringify(paused),
          after: JSON.stringify(running),
        }),
        row("seed-audit-reward-removed", 3, {
          action: "reward-remove",
          subjectKind: "reward",
          subjectId: "seed-reward-150",
          summary: "Removed a reward from the trial's pool",
          before: JSON.stringify({ amountPaise: 15_000 }),
        }),
        row("seed-audit-tshirt-sizes", 3.5, {
          action: "catalogue-edit",
          subjectKind: "prize",
          subjectId: tshirtId,
          summary: "Edited the prize Quizzy T-shirt",
          before: JSON.stringify({ sizes: "" }),
          after: JSON.stringify({ sizes: "S, M, L, XL" }),
        }),
      ])
      .onConflictDoNothing(),
  ];
}

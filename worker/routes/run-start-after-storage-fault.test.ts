// Proves a run start whose opening D1 did not confirm is opened once (issue 35's chaos
// run): D1 may have committed the batch (the try spent, the run row written) and lost
// only its reply, so the start sent again opens that very run, spending no second try
// and leaving no run active that the player never got; a refused batch opens it afresh.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type D1Fault, setD1Fault } from "../db/d1-faults";
import { ledgerEntries } from "../db/schema/money";
import { runs } from "../db/schema/play";
import { addQuestions, db, type Player, signInPlayer, startRun } from "../test/harness";

beforeAll(async () => {
  await addQuestions(4);
});
afterEach(() => setD1Fault(null));

/** Every D1 batch (the opening is one) fails this way for a minute; reads go through. */
const failBatches = (kind: D1Fault["kind"]) =>
  setD1Fault({ share: 1, ms: 0, until: Date.now() + 60_000, seed: 35, kind, batchesOnly: true });

const runsOf = (player: Player) => db().select().from(runs).where(eq(runs.playerId, player.userId));
const triesSpent = async (player: Player) =>
  (await db().select().from(ledgerEntries).where(eq(ledgerEntries.holderId, player.userId))).filter(
    (entry) => entry.reference.startsWith("run-try:"),
  ).length;

describe("a run start whose opening D1 did not confirm", () => {
  it.each(["timed-out", "refused"] as const)(
    "after a %s batch, opens one run with one try when sent again",
    async (kind) => {
      const player = await signInPlayer();
      failBatches(kind);
      expect((await startRun(player)).status).toBe(503);
      setD1Fault(null);
      const again = await startRun(player);
      expect(again.json).toMatchObject({ Status: "OK" });
      const opened = await runsOf(player);
      expect(opened.map((run) => run.id)).toEqual([again.json.runId]);
      expect(await triesSpent(player)).toBe(1);
    },
  );
});

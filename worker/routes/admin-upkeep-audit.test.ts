// Proves the admin's upkeep is in the audit log with facts the screen can word (never again
// "₹150 of prizes removed without a trace"): a reward added to or removed from the trial's
// pool with its amount in paise, a won reward's refused removal writing nothing; a language
// added and edited, named, with only what changed; a catalogue entry added with what it
// set and edited with only what changed (a prize's sizes as one text); an edit that changes
// nothing writes nothing. That every changing route writes a row is proven in
// worker/test/admin-audit-coverage.test.ts.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditEntryView } from "../../contract/audit";
import { rewardPool } from "../db/schema/money";
import { call, db, signInAdmin } from "../test/harness";

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin();
});

const send = (path: string, body?: unknown, method = "POST") =>
  call(path, { token: admin.token, body, method });

async function logOf(action: string): Promise<AuditEntryView[]> {
  return (await call(`/admin/audit?action=${action}`, { token: admin.token })).json
    .data as AuditEntryView[];
}

describe("the reward pool", () => {
  it("records a reward added and one removed, each with its amount", async () => {
    await send("/admin/add/singel/rewards", { data: 60 });
    const [added] = await logOf("reward-add");
    expect(added).toMatchObject({
      summary: "Added a reward to the trial's pool",
      subject: { kind: "reward" },
      before: null,
      after: { amountPaise: 6000 },
    });

    const removed = await send(`/admin/rewards/${added?.subject.id}`, undefined, "DELETE");
    expect(removed.status).toBe(200);
    const [entry] = await logOf("reward-remove");
    expect(entry).toMatchObject({
      summary: "Removed a reward from the trial's pool",
      subject: { kind: "reward", id: added?.subject.id },
      before: { amountPaise: 6000 },
      after: null,
    });
  });

  it("writes nothing when a won reward is refused, or a reward is already gone", async () => {
    await send("/admin/add/singel/rewards", { data: 15 });
    const [added] = await logOf("reward-add");
    const id = added?.subject.id ?? "";
    await db().update(rewardPool).set({ takenAt: Date.now() }).where(eq(rewardPool.id, id));
    const before = (await logOf("reward-remove")).length;
    expect((await send(`/admin/rewards/${id}`, undefined, "DELETE")).status).toBe(409);
    expect((await send("/admin/rewards/no-such-reward", undefined, "DELETE")).status).toBe(404);
    expect(await logOf("reward-remove")).toHaveLength(before);
  });
});

describe("languages", () => {
  it("records a language added, and an edit with only what changed, by the language's name", async () => {
    expect((await send("/admin/languages", { code: "mr", name: "Marathi" })).status).toBe(201);
    expect((await send("/admin/languages", { code: "mr", name: "Again" })).status).toBe(409);
    expect(await logOf("language-add")).toEqual([
      expect.objectContaining({
        summary: "Added the language Marathi (mr)",
        subject: { kind: "language", id: "mr", name: "Marathi" },
        after: { code: "mr", name: "Marathi" },
      }),
    ]);

    // The same rename twice is one edit: the second changes nothing.
    await send("/admin/languages/mr", { name: "Marathi (मराठी)" }, "PATCH");
    await send("/admin/languages/mr", { name: "Marathi (मराठी)" }, "PATCH");
    const edits = await logOf("language-edit");
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({
      summary: "Edited the language Marathi",
      before: { name: "Marathi" },
      after: { name: "Marathi (मराठी)" },
    });
  });
});

describe("the catalogues", () => {
  it("records a prize added with what it set, and an edit with only what changed", async () => {
    const created = await send("/admin/catalogue/prizes", {
      name: "Quizzy T-shirt",
      starPrice: 25,
      stock: 20,
      sizes: ["S", "M", "L"],
    });
    const id = created.json.id as string;
    const [added] = await logOf("catalogue-add");
    expect(added).toMatchObject({
      summary: "Added the prize Quizzy T-shirt",
      subject: { kind: "prize", id, name: "Quizzy T-shirt" },
      after: { name: "Quizzy T-shirt", starPrice: 25, stock: 20, sizes: "S, M, L" },
    });

    await send(`/admin/catalogue/prizes/${id}`, { stock: 20 }, "PATCH");
    await send(`/admin/catalogue/prizes/${id}`, { stock: 18, sizes: ["M", "L", "XL"] }, "PATCH");
    const edits = await logOf("catalogue-edit");
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({
      summary: "Edited the prize Quizzy T-shirt",
      before: { stock: 20, sizes: "S, M, L" },
      after: { stock: 18, sizes: "M, L, XL" },
    });
  });

  it("records a coupon's value in paise", async () => {
    await send("/admin/catalogue/coupons", {
      name: "₹5 coupon",
      coinPrice: 50,
      valuePaise: 500,
      stock: 10,
    });
    const [added] = await logOf("catalogue-add");
    expect(added).toMatchObject({
      subject: { kind: "coupon", name: "₹5 coupon" },
      after: { coinPrice: 50, valuePaise: 500, stock: 10 },
    });
  });
});

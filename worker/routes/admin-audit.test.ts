// Proves the audit log (/admin/audit): each admin action that changes state
// writes one row naming who, what and the state before and after where one applies (the
// game switch, run settings, a ticket decision, a claim decision, a block, a user-admin
// created and disabled, an invite, questions added, edited, retired and selected); a
// refused or repeated action writes none, and racing identical clicks write one; the log
// pages by 25 and filters by admin and by action. Adjustments and passwords are proven
// with their routes (admin-player-support.test.ts, admin-passwords.test.ts).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditEntryView } from "../../contract/audit";
import { auditLog } from "../db/schema/audit";
import { admins, players } from "../db/schema/identity";
import {
  ensureLanguage,
  poolQuestionOf,
  questionForm,
  selectQuestion,
} from "../test/admin-fixtures";
import { call, db, signInAdmin, signInContributor, signInPlayer } from "../test/harness";
import { buildPlayerEstate, prepareWorld } from "../test/security/player-world";

let admin: Awaited<ReturnType<typeof signInAdmin>>;
let adminId: string;
beforeAll(async () => {
  admin = await signInAdmin();
  adminId = (await db().select().from(admins).where(eq(admins.email, admin.email)))[0]?.id ?? "";
  await ensureLanguage("en");
});

const send = (path: string, body: unknown, method = "POST") =>
  call(path, { token: admin.token, body, method });

/** The newest rows of one action in the log, through the route. */
async function logOf(action: string, query = ""): Promise<AuditEntryView[]> {
  const { json } = await call(`/admin/audit?action=${action}${query}`, { token: admin.token });
  return json.data as AuditEntryView[];
}

describe("what the log records", () => {
  it("records the game switch with the state before and after", async () => {
    await send("/admin/start/game/by/click", { status: "on" });
    await send("/admin/start/game/by/click", { status: "off", text: "Few Minutes" });
    const [latest] = await logOf("game-switch");
    expect(latest).toMatchObject({
      actor: { role: "admin", id: adminId, name: "Test Admin" },
      summary: "Stopped the game until an admin starts it",
      subject: { kind: "game", id: null, name: null },
      before: { status: "on" },
      after: { status: "off", text: "Few Minutes", resumeAt: null },
    });
    await send("/admin/start/game/by/click", { status: "on" });
  });

  it("records run settings with only the fields that changed", async () => {
    const current = (await call("/admin/settings/run", { token: admin.token })).json;
    const changed = await send(
      "/admin/settings/run",
      { ...current, coinsPerCorrect: (current.coinsPerCorrect as number) + 1 },
      "PUT",
    );
    expect(changed.status).toBe(200);
    const [latest] = await logOf("run-settings");
    expect(latest?.before).toEqual({ coinsPerCorrect: current.coinsPerCorrect });
    expect(latest?.after).toEqual({ coinsPerCorrect: (current.coinsPerCorrect as number) + 1 });
  });

  it("records a block once for racing clicks, and nothing for a repeat or a refusal", async () => {
    const player = await signInPlayer();
    const block = () => send(`/admin/players/${player.userId}`, { blocked: true }, "PATCH");
    const answers = await Promise.all(Array.from({ length: 5 }, block));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect((await block()).status).toBe(200);
    const rows = await db().select().from(auditLog).where(eq(auditLog.subjectId, player.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "player-block", summary: "Blocked the player" });
    expect(JSON.parse(rows[0]?.after ?? "")).toEqual({ status: "blocked" });

    const gone = await signInPlayer();
    await db().update(players).set({ status: "deactivated" }).where(eq(players.id, gone.userId));
    expect((await send(`/admin/players/${gone.userId}`, { blocked: true }, "PATCH")).status).toBe(
      409,
    );
    expect(await db().select().from(auditLog).where(eq(auditLog.subjectId, gone.userId))).toEqual(
      [],
    );
  });

  it("records a user-admin created, disabled and enabled", async () => {
    const email = `logged-${Date.now()}@example.com`;
    const made = await send("/admin/contributors", {
      email,
      password: "author-pass-1",
      name: "Logged Author",
    });
    const id = made.json.id as string;
    await send(`/admin/contributors/${id}`, { disabled: true }, "PATCH");
    await send(`/admin/contributors/${id}`, { disabled: false }, "PATCH");
    const again = await send("/admin/contributors", {
      email,
      password: "author-pass-1",
      name: "Twin",
    });
    expect(again.status).toBe(409);
    const rows = await db().select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(rows.map((row) => [row.action, row.summary])).toEqual(
      expect.arrayContaining([
        ["contributor-create", "Created the user-admin Logged Author"],
        ["contributor-disable", "Disabled the user-admin"],
        ["contributor-disable", "Enabled the user-admin"],
      ]),
    );
    expect(rows).toHaveLength(3);
    const [named] = await logOf("contributor-create");
    expect(named?.subject).toEqual({ kind: "contributor", id, name: "Logged Author" });
  });

  it("records an invite without its code", async () => {
    const invite = await send("/admin/auth/invites", undefined);
    const [latest] = await logOf("admin-invite");
    expect(latest?.actor.id).toBe(adminId);
    expect(JSON.stringify(latest)).not.toContain(invite.json.invite as string);
  });

  it("records questions added, edited, retired once and selected", async () => {
    const added = await send("/admin/questions", { ...questionForm(), lang: "en" });
    const id = added.json.id as string;
    await send(`/admin/questions/${id}`, { seconds: 45 }, "PATCH");
    await send(`/admin/questions/${id}/retire`, undefined);
    await send(`/admin/questions/${id}/retire`, undefined);
    const rows = await db().select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(rows.map((row) => row.action).sort()).toEqual([
      "question-add",
      "question-edit",
      "question-retire",
    ]);
    const edit = rows.find((row) => row.action === "question-edit");
    expect(JSON.parse(edit?.before ?? "")).toEqual({ seconds: 20 });
    expect(JSON.parse(edit?.after ?? "")).toEqual({ seconds: 45 });

    const author = await signInContributor();
    const pool = await poolQuestionOf(author);
    expect((await selectQuestion(admin.token, pool, "en")).status).toBe(200);
    expect((await selectQuestion(admin.token, pool, "en")).status).toBe(409);
    const selections = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "question-select"));
    expect(selections.filter((row) => row.actorId === adminId)).toEqual([
      expect.objectContaining({
        subjectKind: "question",
        summary: expect.stringMatching(/ into en: /),
      }),
    ]);
  });

  it("records a ticket decision and a claim decision once, with the status they replaced", async () => {
    const world = await prepareWorld(admin.token);
    const estate = await buildPlayerEstate(world);
    const ticketRows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, estate.refundedTicketId));
    expect(ticketRows).toEqual([
      expect.objectContaining({ action: "ticket-decision", summary: "Refunded the ticket's try" }),
    ]);
    const decide = () =>
      send(`/admin/requests/${estate.claimRequestId}`, {
        action: "reject",
        reason: "Out of stock",
      });
    expect((await Promise.all([decide(), decide(), decide()])).map((a) => a.status)).toEqual([
      200, 200, 200,
    ]);
    const claimRows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, estate.claimRequestId));
    expect(claimRows).toHaveLength(1);
    expect(claimRows[0]?.summary).toBe("Rejected the prize request: Out of stock");
    expect(JSON.parse(claimRows[0]?.before ?? "")).toEqual({ status: "pending" });
    expect(JSON.parse(claimRows[0]?.after ?? "")).toEqual({ status: "rejected" });
  });
});

describe("reading the log", () => {
  it("pages 25 rows at a time, newest first", async () => {
    const other = await signInAdmin();
    for (let i = 0; i < 27; i++) {
      await call("/admin/auth/invites", { token: other.token, method: "POST" });
    }
    const otherId =
      (await db().select().from(admins).where(eq(admins.email, other.email)))[0]?.id ?? "";
    const page = (n: number) =>
      call(`/admin/audit?admin=${otherId}&page=${n}`, { token: admin.token });
    const first = await page(1);
    expect(first.json).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    const rows = first.json.data as AuditEntryView[];
    expect(rows).toHaveLength(25);
    expect(rows.map((row) => row.at)).toEqual(rows.map((row) => row.at).sort((a, b) => b - a));
    expect((await page(2)).json.data).toHaveLength(2);
  });

  it("filters by admin and by action, and empty filters mean any", async () => {
    const other = await signInAdmin();
    await call("/admin/start/game/by/click", { token: other.token, body: { status: "on" } });
    const otherId =
      (await db().select().from(admins).where(eq(admins.email, other.email)))[0]?.id ?? "";
    const byAdmin = await call(`/admin/audit?admin=${otherId}`, { token: admin.token });
    expect((byAdmin.json.data as AuditEntryView[]).map((row) => row.actor.id)).toEqual([otherId]);
    const both = await call(`/admin/audit?admin=${otherId}&action=admin-invite`, {
      token: admin.token,
    });
    expect(both.json.data).toEqual([]);
    const any = await call("/admin/audit?admin=&action=", { token: admin.token });
    expect(any.json.total as number).toBeGreaterThan(1);
  });

  it("refuses an unknown action and a page below 1, naming the field", async () => {
    const unknown = await call("/admin/audit?action=anything", { token: admin.token });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual([expect.objectContaining({ path: "action" })]);
    expect((await call("/admin/audit?page=0", { token: admin.token })).status).toBe(400);
  });

  it("gives a browser navigation the SPA shell", async () => {
    const shell = await call("/admin/audit", { headers: { Accept: "text/html" } });
    expect(shell.status).not.toBe(401);
    expect(shell.response.headers.get("Vary")).toBe("Accept");
  });
});

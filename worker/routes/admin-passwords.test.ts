// Proves the admin areas' passwords: a main admin and a user-admin change their
// own with the current one (a wrong one is refused and counted, other sessions end, this
// one stays); a main admin issues a one-time reset link for a user-admin or another main
// admin (never for themselves, and never a user-admin or a player for anyone); the link
// works once within 24 hours, ends every session of that account, and racing uses spend
// it once; an expired or used link is refused; the audit log records each step, and no
// password or link secret is stored in it or echoed back.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/audit";
import { admins, contributors, passwordResets } from "../db/schema/identity";
import { sha256Hex } from "../identity/tokens";
import {
  call,
  createAdminAccount,
  db,
  signInAdmin,
  signInContributor,
  signInPlayer,
} from "../test/harness";

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin();
});

const adminIdOf = async (email: string) =>
  (await db().select().from(admins).where(eq(admins.email, email)))[0]?.id ?? "";
const contributorIdOf = async (email: string) =>
  (await db().select().from(contributors).where(eq(contributors.email, email)))[0]?.id ?? "";

const adminLogin = (email: string, password: string) =>
  call("/admin/auth/login", { body: { email, password } });
const contributorLogin = (email: string, password: string) =>
  call("/admin/auth/user/login", { body: { email, password } });

const issueReset = (body: unknown, token = admin.token) =>
  call("/admin/auth/password-resets", { token, body });
const useReset = (token: string, password: string) =>
  call("/admin/auth/reset-password", { body: { token, password } });

/** The secret after `#` in the link the route gives. */
const secretOf = (link: unknown) => String(link).split("#")[1] ?? "";

/** A fresh user-admin and the secret of the reset link a main admin issued for them. */
async function contributorWithResetLink() {
  const author = await signInContributor();
  const issued = await issueReset({ role: "contributor", id: await contributorIdOf(author.email) });
  return { author, secret: secretOf(issued.json.link) };
}

const auditFor = (subjectId: string) =>
  db().select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

describe("changing one's own password", () => {
  it("lets a main admin change theirs, ends their other sessions and keeps this one", async () => {
    const account = await createAdminAccount();
    const here = (await adminLogin(account.email, account.password)).json.token as string;
    const elsewhere = (await adminLogin(account.email, account.password)).json.token as string;
    const changed = await call("/admin/auth/password", {
      token: here,
      body: { current: account.password, password: "a-new-long-password" },
    });
    expect(changed.json).toEqual({ Status: "OK" });
    expect(changed.text).not.toContain("a-new-long-password");
    expect((await call("/admin/dashboard", { token: here })).status).toBe(200);
    expect((await call("/admin/dashboard", { token: elsewhere })).status).toBe(401);
    expect((await adminLogin(account.email, account.password)).status).toBe(401);
    expect((await adminLogin(account.email, "a-new-long-password")).status).toBe(200);
    const [row] = await auditFor(await adminIdOf(account.email));
    expect(row).toMatchObject({ action: "password-change", actorRole: "admin" });
    expect(JSON.stringify(row)).not.toContain("a-new-long-password");
  });

  it("refuses a wrong current password, naming the field, and changes nothing", async () => {
    const account = await createAdminAccount();
    const token = (await adminLogin(account.email, account.password)).json.token as string;
    const refused = await call("/admin/auth/password", {
      token,
      body: { current: "not-my-password", password: "another-long-one" },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      error: "wrong_password",
      fields: [{ path: "current", message: expect.any(String) }],
    });
    expect((await adminLogin(account.email, account.password)).status).toBe(200);
  });

  it("refuses a new password shorter than 8 characters", async () => {
    const refused = await call("/admin/auth/password", {
      token: admin.token,
      body: { current: admin.password, password: "short" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual([expect.objectContaining({ path: "password" })]);
  });

  it("lets a user-admin change theirs, and only with a user-admin session", async () => {
    const author = await signInContributor();
    const body = { current: author.password, password: "author-new-password" };
    expect((await call("/admin/auth/password", { token: author.token, body })).status).toBe(401);
    const changed = await call("/admin/auth/user/password", { token: author.token, body });
    expect(changed.json).toEqual({ Status: "OK" });
    expect((await contributorLogin(author.email, "author-new-password")).status).toBe(200);
    expect((await call("/admin/auth/user/password", { token: admin.token, body })).status).toBe(
      401,
    );
  });
});

describe("reset links", () => {
  it("resets a user-admin once: their sessions end and the new password works", async () => {
    const author = await signInContributor();
    const id = await contributorIdOf(author.email);
    const issued = await issueReset({ role: "contributor", id });
    expect(issued.json).toEqual({
      Status: "OK",
      link: expect.stringMatching(/^http:\/\/quizzy\.test\/admin\/reset-password#[\w-]{40,}$/),
      expiresAt: expect.any(String),
    });
    const expiresIn = Date.parse(issued.json.expiresAt as string) - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    const secret = secretOf(issued.json.link);
    const [stored] = await db()
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.subjectId, id));
    expect(stored?.tokenHash).toBe(await sha256Hex(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const used = await useReset(secret, "fresh-author-password");
    expect(used.json).toEqual({ Status: "OK", role: "contributor" });
    const wallet = await call(`/admin/get/wallet/amount/credits/links/by/${author.ssid}`, {
      token: author.token,
    });
    expect(wallet.json).toMatchObject({ Status: 505 });
    expect((await contributorLogin(author.email, author.password)).status).toBe(401);
    expect((await contributorLogin(author.email, "fresh-author-password")).status).toBe(200);

    const actions = (await auditFor(id)).map((row) => row.action).sort();
    expect(actions).toEqual(["password-reset-issue", "password-reset-use"]);
    const log = JSON.stringify(await auditFor(id));
    expect(log).not.toContain(secret);
    expect(log).not.toContain("fresh-author-password");
  });

  it("refuses a link used once already", async () => {
    const { author, secret } = await contributorWithResetLink();
    expect((await useReset(secret, "first-new-password")).status).toBe(200);
    const again = await useReset(secret, "second-new-password");
    expect(again.status).toBe(403);
    expect(again.json).toMatchObject({ error: "invalid_reset" });
    expect((await contributorLogin(author.email, "first-new-password")).status).toBe(200);
  });

  it("refuses an expired link and changes nothing", async () => {
    const author = await signInContributor();
    const id = await contributorIdOf(author.email);
    const issued = await issueReset({ role: "contributor", id });
    await db()
      .update(passwordResets)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(passwordResets.subjectId, id));
    const expired = await useReset(secretOf(issued.json.link), "too-late-password");
    expect(expired.status).toBe(403);
    expect(expired.json).toMatchObject({ error: "invalid_reset" });
    expect((await contributorLogin(author.email, author.password)).status).toBe(200);
    const wallet = await call(`/admin/get/wallet/amount/credits/links/by/${author.ssid}`, {
      token: author.token,
    });
    expect(wallet.status).toBe(200);
  });

  it("refuses a made-up link", async () => {
    const refused = await useReset("made-up-secret-that-is-long-enough", "whatever-password");
    expect(refused.status).toBe(403);
  });

  it("spends one link once when it is used at the same time", async () => {
    const { author, secret } = await contributorWithResetLink();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => useReset(secret, `racing-password-${i}`)),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(4);
    const logins = await Promise.all(
      Array.from({ length: 5 }, (_, i) => contributorLogin(author.email, `racing-password-${i}`)),
    );
    expect(logins.filter((login) => login.status === 200)).toHaveLength(1);
  });

  it("resets another main admin and ends their sessions", async () => {
    const other = await createAdminAccount();
    const token = (await adminLogin(other.email, other.password)).json.token as string;
    const issued = await issueReset({ role: "admin", id: await adminIdOf(other.email) });
    const used = await useReset(secretOf(issued.json.link), "other-admin-new-password");
    expect(used.json).toEqual({ Status: "OK", role: "admin" });
    expect((await call("/admin/dashboard", { token })).status).toBe(401);
    expect((await adminLogin(other.email, "other-admin-new-password")).status).toBe(200);
  });

  it("refuses a main admin's link for themselves and for an unknown account", async () => {
    const self = await issueReset({ role: "admin", id: await adminIdOf(admin.email) });
    expect(self.status).toBe(409);
    expect((await issueReset({ role: "contributor", id: "nobody" })).status).toBe(404);
    expect((await issueReset({ role: "player", id: "x" })).status).toBe(400);
  });

  it("refuses a user-admin resetting a main admin, and a player resetting anyone", async () => {
    const author = await signInContributor();
    const player = await signInPlayer();
    const target = { role: "admin", id: await adminIdOf(admin.email) };
    for (const token of [author.token, player.token]) {
      const refused = await issueReset(target, token);
      expect(refused.status).toBe(401);
      expect(refused.text).not.toContain("reset-password#");
    }
    const made = await db()
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.subjectId, target.id));
    expect(made).toEqual([]);
  });
});

describe("the admin list", () => {
  it("lists the main admins and marks the caller", async () => {
    const { json } = await call("/admin/admins", { token: admin.token });
    const mine = (json.data as { email: string; you: boolean }[]).filter((row) => row.you);
    expect(mine).toEqual([expect.objectContaining({ email: admin.email, you: true })]);
    expect(JSON.stringify(json)).not.toContain("pbkdf2");
  });
});

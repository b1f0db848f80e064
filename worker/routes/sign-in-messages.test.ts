// Proves what a player is told at sign-in: a blocked account's refusal is a
// 403 in the one error shape with the reason `account_blocked` and the support address;
// that address is a setting only a main admin reads and changes (audited), published to
// the sign-in screen by `GET /api/auth/config`; and the sign-in reply says when it opened
// a new account because the same Google account had deactivated its earlier one.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_SUPPORT_EMAIL } from "../data/setting-keys";
import { auditLog } from "../db/schema/audit";
import {
  call,
  db,
  postSignIn,
  signInAdmin,
  signInContributor,
  signInPlayer,
  uniqueEmail,
} from "../test/harness";

describe("the support address setting", () => {
  it("is published to the sign-in screen, seeded with a default until a main admin sets it", async () => {
    const config = await call("/api/auth/config");
    expect(config.json.supportEmail).toBe(DEFAULT_SUPPORT_EMAIL);

    const admin = await signInAdmin();
    const read = await call("/admin/settings/support", { token: admin.token });
    expect(read.json).toEqual({ supportEmail: DEFAULT_SUPPORT_EMAIL });

    const saved = await call("/admin/settings/support", {
      method: "PUT",
      token: admin.token,
      body: { supportEmail: "help@quizzy.example" },
    });
    expect(saved.json).toEqual({ supportEmail: "help@quizzy.example" });
    expect((await call("/api/auth/config")).json.supportEmail).toBe("help@quizzy.example");

    const rows = await db().select().from(auditLog).where(eq(auditLog.action, "support-settings"));
    expect(rows.at(-1)).toMatchObject({
      before: JSON.stringify({ supportEmail: DEFAULT_SUPPORT_EMAIL }),
      after: JSON.stringify({ supportEmail: "help@quizzy.example" }),
    });
  });

  it("refuses a player, a user-admin and a visitor, and an address that is not an email", async () => {
    const body = { supportEmail: "attacker@example.com" };
    const player = await signInPlayer();
    const contributor = await signInContributor();
    for (const token of [player.token, contributor.token, undefined]) {
      const read = await call("/admin/settings/support", token ? { token } : {});
      const write = await call("/admin/settings/support", { method: "PUT", token, body });
      expect([read.status, write.status]).toEqual([401, 401]);
    }
    const admin = await signInAdmin();
    const bad = await call("/admin/settings/support", {
      method: "PUT",
      token: admin.token,
      body: { supportEmail: "not an address" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("invalid_input");
    expect((await call("/api/auth/config")).json.supportEmail).not.toBe(body.supportEmail);
  });
});

describe("a blocked player signing in", () => {
  it("is refused with account_blocked and told where to write, in the one error shape", async () => {
    const player = await signInPlayer();
    const admin = await signInAdmin();
    await call(`/admin/players/${player.userId}`, {
      method: "PATCH",
      token: admin.token,
      body: { blocked: true },
    });
    const { supportEmail } = (await call("/api/auth/config")).json as { supportEmail: string };

    for (const path of ["/api/post/google/auth", "/api/post/new/google/user"]) {
      const refused = await postSignIn(player.email, { path });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({
        error: "account_blocked",
        message: `This account has been blocked. Write to ${supportEmail} if you think this is a mistake.`,
      });
    }
  });
});

describe("a deactivated player signing in again", () => {
  it("is told that a new account was opened, once", async () => {
    const email = uniqueEmail();
    const first = await postSignIn(email);
    expect(first.json).toMatchObject({ created: true, replacesDeactivated: false });
    const deactivated = await call("/api/account/deactivate", {
      method: "POST",
      token: first.json.token as string,
      body: {},
    });
    expect(deactivated.status).toBe(200);

    const again = await postSignIn(email);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: true, replacesDeactivated: true });
    expect(again.json.user).not.toBe(first.json.user);

    const later = await postSignIn(email);
    expect(later.json).toMatchObject({
      user: again.json.user,
      created: false,
      replacesDeactivated: false,
    });
  });

  it("is told the same by the sign-up call", async () => {
    const email = uniqueEmail();
    const first = await postSignIn(email);
    await call("/api/account/deactivate", {
      method: "POST",
      token: first.json.token as string,
      body: {},
    });
    const signUp = await postSignIn(email, { path: "/api/post/new/google/user" });
    expect(signUp.json).toEqual({ Status: "OK", created: true, replacesDeactivated: true });
  });
});

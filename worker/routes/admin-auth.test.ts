// Proves the two admin areas' sign-in: password checks that do not reveal which emails
// exist, invite-only admin sign-up with single-use invites, and that each role's token
// opens only its own doors. The limits on wrong passwords are password-failures.test.ts.
import { describe, expect, it } from "vitest";
import {
  call,
  createAdminAccount,
  signInAdmin,
  signInContributor,
  signInPlayer,
  uniqueEmail,
} from "../test/harness";

const signupBody = (invite: string, email = uniqueEmail("new-admin")) => ({
  email,
  password: "a-strong-password",
  name: "New Admin",
  invite,
});

async function makeInvite(adminToken: string) {
  const { json } = await call("/admin/auth/invites", { method: "POST", token: adminToken });
  return json.invite as string;
}

describe("main admin login", () => {
  it("answers a token for the right password", async () => {
    const account = await createAdminAccount();
    const { status, json } = await call("/admin/auth/login", { body: account });
    expect(status).toBe(200);
    expect(json).toEqual({ Status: "OK", token: expect.stringMatching(/^[\w-]{40,}$/) });
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const account = await createAdminAccount();
    const wrong = await call("/admin/auth/login", { body: { ...account, password: "nope-nope" } });
    const unknown = await call("/admin/auth/login", {
      body: { email: uniqueEmail("ghost"), password: "nope-nope" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
  });

  it("ends the admin session on logout", async () => {
    const { token } = await signInAdmin();
    await call("/admin/auth/logout", { method: "POST", token });
    const after = await call("/admin/auth/invites", { method: "POST", token });
    expect(after.status).toBe(401);
    expect(after.json).toMatchObject({ Logout: "OUT" });
  });
});

describe("admin sign-up by invite", () => {
  it("refuses a sign-up without an invite", async () => {
    const { invite: _, ...withoutInvite } = signupBody("x");
    const { status, json } = await call("/admin/auth/signup", { body: withoutInvite });
    expect(status).toBe(400);
    expect(json.fields).toEqual([expect.objectContaining({ path: "invite" })]);
  });

  it("refuses a made-up invite", async () => {
    const { status, json } = await call("/admin/auth/signup", {
      body: signupBody("not-a-real-invite"),
    });
    expect(status).toBe(403);
    expect(json.error).toBe("invalid_invite");
  });

  it("accepts an invite once, and the new admin can sign in", async () => {
    const invite = await makeInvite((await signInAdmin()).token);
    const body = signupBody(invite);
    const first = await call("/admin/auth/signup", { body });
    const second = await call("/admin/auth/signup", { body: signupBody(invite) });
    expect(first.json).toMatchObject({ Status: "OK", token: expect.any(String) });
    expect(second.status).toBe(403);
    const login = await call("/admin/auth/login", {
      body: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
  });

  it("creates one admin when two sign-ups race for one invite", async () => {
    const invite = await makeInvite((await signInAdmin()).token);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call("/admin/auth/signup", { body: signupBody(invite) })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(4);
  });

  it("keeps the invite unspent when the email is already an admin", async () => {
    const admin = await signInAdmin();
    const invite = await makeInvite(admin.token);
    const taken = await call("/admin/auth/signup", { body: signupBody(invite, admin.email) });
    expect(taken.status).toBe(409);
    expect((await call("/admin/auth/signup", { body: signupBody(invite) })).status).toBe(200);
  });

  it("lets only a main admin make invites", async () => {
    const player = await signInPlayer();
    const contributor = await signInContributor();
    for (const token of [player.token, contributor.token, undefined]) {
      expect((await call("/admin/auth/invites", { method: "POST", token })).status).toBe(401);
    }
  });
});

describe("user-admin (contributor) sign-in", () => {
  it("answers a token and a session id", async () => {
    const { token, ssid } = await signInContributor();
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(ssid).toMatch(/^[\w-]{16,}$/);
  });

  it("is created by a main admin and not by anyone else", async () => {
    const admin = await signInAdmin();
    const body = { email: uniqueEmail("author"), password: "author-pass-9", name: "Author" };
    const contributor = await signInContributor();
    const refused = await call("/admin/contributors", { body, token: contributor.token });
    const created = await call("/admin/contributors", { body, token: admin.token });
    const duplicate = await call("/admin/contributors", { body, token: admin.token });
    expect(refused.status).toBe(401);
    expect(created.status).toBe(201);
    expect(duplicate.status).toBe(409);
    const login = await call("/admin/auth/user/login", {
      body: { email: body.email, password: body.password },
    });
    expect(login.json).toMatchObject({ Status: "OK" });
  });

  it("answers Status 505 to a dead or foreign user-admin session", async () => {
    const admin = await signInAdmin();
    const { json, status } = await call("/admin/auth/user/logout", {
      method: "POST",
      token: admin.token,
    });
    expect(status).toBe(401);
    expect(json).toMatchObject({ Status: 505 });
  });
});

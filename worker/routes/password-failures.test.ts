// Proves the password limits count failures only (decision 020): a stranger's 8 wrong
// passwords from one address make that address wait and never stop the admin from
// another; five wrong passwords are free, then the address waits 1 minute, 2, 4; the
// right password after the wait gets in and starts the count afresh; right passwords
// never count; twenty concurrent wrong guesses are five checked, counted exactly. The
// same for a user-admin's sign-in, the current password of a password change, and reset
// links per address. Every refusal is a 429 in the one error shape with `Retry-After`
// and the wait in words. The server's clock is the test's `Date`, moved instead of slept.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  call,
  createAdminAccount,
  createContributorAccount,
  freshIp,
  uniqueEmail,
} from "../test/harness";

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.UTC(2026, 5, 1, 10));
});
afterEach(() => {
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

type Account = { email: string; password: string };
type SignIn = (account: Account, ip: string) => ReturnType<typeof call>;

const adminSignIn: SignIn = (body, ip) => call("/admin/auth/login", { body, ip });
const contributorSignIn: SignIn = (body, ip) => call("/admin/auth/user/login", { body, ip });

/** `count` wrong passwords for `account` from `ip`, one after another: their statuses. */
async function wrongGuesses(signIn: SignIn, account: Account, ip: string, count: number) {
  const statuses: number[] = [];
  for (let guess = 0; guess < count; guess++) {
    statuses.push((await signIn({ ...account, password: `wrong-guess-${guess}` }, ip)).status);
  }
  return statuses;
}

/** The refusal of an address that waits: 429, its `Retry-After` and what it says. */
async function expectWaiting(reply: Awaited<ReturnType<typeof call>>, words: string) {
  const seconds = Number(reply.response.headers.get("Retry-After"));
  expect([reply.status, reply.json]).toEqual([
    429,
    {
      error: "rate_limited",
      message: `Too many failed attempts from this address. Try again in ${words}.`,
    },
  ]);
  return seconds;
}

describe.each([
  { area: "main admin", signIn: adminSignIn, create: createAdminAccount },
  { area: "user-admin", signIn: contributorSignIn, create: createContributorAccount },
])("$area sign-in", ({ signIn, create }) => {
  it("lets the owner in from another address after a stranger's 8 wrong passwords", async () => {
    const account = await create();
    const [stranger, owner] = [freshIp(), freshIp()];
    expect(await wrongGuesses(signIn, account, stranger, 8)).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429,
    ]);
    const ownerIn = await signIn(account, owner);
    expect(ownerIn.status).toBe(200);
    // The stranger's address still waits, right password or not.
    expect(await expectWaiting(await signIn(account, stranger), "1 minute")).toBe(60);
  });

  it("lets the right password in from the waiting address after the wait, and starts afresh", async () => {
    const account = await create();
    const address = freshIp();
    await wrongGuesses(signIn, account, address, 5);
    later(MINUTE - 1000);
    expect(await expectWaiting(await signIn(account, address), "1 second")).toBe(1);
    later(1000);
    expect((await signIn(account, address)).status).toBe(200);
    expect(await wrongGuesses(signIn, account, address, 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("never counts the right password", async () => {
    const account = await create();
    const address = freshIp();
    for (let n = 0; n < 12; n++) expect((await signIn(account, address)).status).toBe(200);
    expect(await wrongGuesses(signIn, account, address, 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("doubles the wait with each failure after the free five", async () => {
    const account = await create();
    const address = freshIp();
    await wrongGuesses(signIn, account, address, 5);
    expect(await expectWaiting(await signIn(account, address), "1 minute")).toBe(60);
    for (const [wait, words] of [
      [1, "2 minutes"],
      [2, "4 minutes"],
      [4, "8 minutes"],
    ] as const) {
      later(wait * MINUTE);
      expect(await wrongGuesses(signIn, account, address, 1)).toEqual([401]);
      expect(await expectWaiting(await signIn(account, address), words)).toBe(wait * 120);
    }
  });

  it("checks five of twenty concurrent wrong guesses and counts exactly those", async () => {
    const account = await create();
    const address = freshIp();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        signIn({ ...account, password: `racing-guess-${n}` }, address),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    // Five failures, not twenty: the wait after one more is two minutes, not hours.
    later(MINUTE);
    expect(await wrongGuesses(signIn, account, address, 1)).toEqual([401]);
    expect(await expectWaiting(await signIn(account, address), "2 minutes")).toBe(120);
  });
});

describe("one address trying many accounts", () => {
  it("waits after 50 failures across accounts, and a right password elsewhere does not clear it", async () => {
    const address = freshIp();
    for (let n = 0; n < 10; n++) {
      const ghost = { email: uniqueEmail(`ghost-${n}`), password: "whatever" };
      expect(await wrongGuesses(adminSignIn, ghost, address, 5)).toEqual(Array(5).fill(401));
    }
    const real = await createAdminAccount();
    expect(await expectWaiting(await adminSignIn(real, address), "1 minute")).toBe(60);
    expect((await adminSignIn(real, freshIp())).status).toBe(200);
    expect((await adminSignIn(real, address)).status).toBe(429);
  });
});

describe("a password change's current password", () => {
  it("waits after five wrong ones, counts no right one, and is per account", async () => {
    const account = await createAdminAccount();
    const token = (await adminSignIn(account, freshIp())).json.token as string;
    const change = (current: string, password = "a-brand-new-password") =>
      call("/admin/auth/password", { token, body: { current, password } });
    for (let n = 0; n < 5; n++) expect((await change(`not-it-${n}`)).status).toBe(403);
    const refused = await change(account.password);
    expect([refused.status, refused.json.message]).toEqual([
      429,
      "Too many wrong passwords. Try again in 1 minute.",
    ]);
    expect(refused.response.headers.get("Retry-After")).toBe("60");
    later(MINUTE);
    expect((await change(account.password)).json).toEqual({ Status: "OK" });
  });
});

describe("reset links", () => {
  it("count a link that does not work as a failure of the address", async () => {
    const address = freshIp();
    const tryLink = () =>
      call("/admin/auth/reset-password", {
        ip: address,
        body: { token: "a-link-nobody-issued-0123456789", password: "a-long-new-password" },
      });
    for (let n = 0; n < 50; n++) expect((await tryLink()).status).toBe(403);
    expect(await expectWaiting(await tryLink(), "1 minute")).toBe(60);
  });
});

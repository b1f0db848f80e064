// Proves password hashes verify only the password they were made from, carry their own
// salt (two hashes of one password differ), and that malformed stored hashes fail closed.
import { describe, expect, it } from "vitest";
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("verifies the password a hash was made from and no other", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("fails closed on a malformed stored hash", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "md5$1$abc$def")).toBe(false);
  });

  it("never matches the stand-in hash used for unknown accounts", async () => {
    expect(await verifyPassword("", UNKNOWN_ACCOUNT_HASH)).toBe(false);
  });
});

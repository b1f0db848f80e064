// Proves storage failing for a moment is answered, not thrown (issue 35): D1 errors, a lost
// connection and a Durable Object's retryable reset are 503 `unavailable` with Retry-After in
// the one error shape, through the app's own error handler; a refused statement (a bug) is
// not mistaken for one.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../index";
import { isStorageUnavailable } from "./storage-failure";

const retryable = Object.assign(new Error("Durable Object reset because its code was updated."), {
  retryable: true,
});

describe("isStorageUnavailable", () => {
  it.each([
    ["a D1 error", new Error("D1_ERROR: Network connection lost.")],
    ["a D1 reset", new Error("D1_RESET_DO: storage caused object to be reset")],
    ["a lost connection", new Error("Network connection lost.")],
    ["a busy database", new Error("D1_ERROR: database is locked: SQLITE_BUSY")],
    ["a Durable Object's retryable reset", retryable],
    ["an overloaded object", Object.assign(new Error("Too many requests"), { overloaded: true })],
    [
      "a D1 error behind drizzle's wrapper",
      new Error("Failed query", { cause: new Error("D1_ERROR: timed out") }),
    ],
  ])("is true for %s", (_, error) => {
    expect(isStorageUnavailable(error)).toBe(true);
  });

  it.each([
    [
      "a constraint",
      new Error("D1_ERROR: UNIQUE constraint failed: payments.reference: SQLITE_CONSTRAINT"),
    ],
    ["a missing table", new Error("D1_ERROR: no such table: nowhere")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["not an error", "D1_ERROR"],
  ])("is false for %s", (_, error) => {
    expect(isStorageUnavailable(error)).toBe(false);
  });
});

/** A D1 binding every statement of which fails as a lost connection does. */
const unreachableD1 = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("D1_ERROR: Network connection lost.");
    },
  },
) as D1Database;

describe("a request storage fails", () => {
  it("is answered 503 unavailable with Retry-After, in the one error shape", async () => {
    const response = await app.request("/api/trial/offer", {}, { ...env, DB: unreachableD1 });

    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("2");
    expect(await response.json()).toEqual({
      error: "unavailable",
      message: "The service is busy for a moment. Please try again.",
    });
  });
});

// Proves the router serves exactly the wire contract's paths (contract/api-paths.ts):
// every route's path is one of the contract's, and every contract path is routed. A
// route renamed on one side only, or written as a literal the contract lacks, fails here.
import { describe, expect, it } from "vitest";
import { adminPaths, apiPaths } from "../../contract/api-paths";
import { app } from "../index";

const contractPaths = new Set<string>(
  [...Object.values(apiPaths), ...Object.values(adminPaths)].map((path) =>
    typeof path === "string" ? path : path.pattern,
  ),
);

/** The router's own table, without middleware and the two catch-all fallbacks. */
const routedPaths = new Set(
  app.routes.filter((route) => route.method !== "ALL").map((route) => route.path),
);

describe("the path table", () => {
  it("routes no path that the contract does not name", () => {
    expect([...routedPaths].filter((path) => !contractPaths.has(path))).toEqual([]);
  });

  it("routes every path the contract names", () => {
    expect([...contractPaths].filter((path) => !routedPaths.has(path))).toEqual([]);
  });

  it("builds a parameterised path from its pattern, encoding the value", () => {
    expect(adminPaths.retireQuestion("a/b c")).toBe("/admin/questions/a%2Fb%20c/retire");
    expect(adminPaths.retireQuestion.pattern).toBe("/admin/questions/:id/retire");
  });
});

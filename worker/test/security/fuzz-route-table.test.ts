// Proves the fuzz suite covers the router: every route of `app.routes` is either in a
// fuzzed family or named with where else it is fuzzed, nothing stale is listed, and every
// schema in the table converts to fast-check inputs that the schema itself accepts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { app } from "../../index";
import { jsonSchemaOf, validValue } from "./arbitrary-from-schema";
import { NOT_FUZZED_OVER_HTTP, ROUTE_FAMILIES } from "./fuzz-route-table";

const fuzzedRoutes = ROUTE_FAMILIES.flatMap((family) => Object.keys(family.routes));
const routerRoutes = [...new Set(app.routes.map((route) => `${route.method} ${route.path}`))];

/** A middleware's path as a pattern: `*` is any tail, `:name` one segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\*/g, ".*").replace(/:\w+/g, "[^/]+")}$`);

/** An `app.use` entry runs on every fuzzed request to a route under its path. */
const isMiddlewareOverFuzzedRoutes = (route: string) => {
  const [method, path] = route.split(" ") as [string, string];
  const pattern = patternOf(path);
  return method === "ALL" && fuzzedRoutes.some((fuzzed) => pattern.test(fuzzed.split(" ")[1]!));
};

describe("the fuzz route table", () => {
  it("has an entry for every route of the router", () => {
    const listed = new Set([...fuzzedRoutes, ...Object.keys(NOT_FUZZED_OVER_HTTP)]);
    const unlisted = routerRoutes.filter(
      (route) => !listed.has(route) && !isMiddlewareOverFuzzedRoutes(route),
    );
    expect(unlisted).toEqual([]);
  });

  it("lists no route the router does not have, and none twice", () => {
    const known = new Set(routerRoutes);
    const listed = [...fuzzedRoutes, ...Object.keys(NOT_FUZZED_OVER_HTTP)];
    expect(listed.filter((route) => !known.has(route))).toEqual([]);
    expect(listed.length).toBe(new Set(listed).size);
  });

  const schemas = ROUTE_FAMILIES.flatMap((family) =>
    Object.entries(family.routes).flatMap(([route, inputs]) =>
      (["json", "query", "form"] as const).flatMap((target) =>
        inputs[target] ? [[`${route} ${target}`, inputs[target], inputs.examples] as const] : [],
      ),
    ),
  );

  it.each(schemas)("%s: most derived valid values pass the schema", (_, schema, examples) => {
    const values = fc.sample(validValue(jsonSchemaOf(schema, examples)), {
      numRuns: 200,
      seed: 1,
    });
    const accepted = values.filter((value) => z.safeParse(schema, value).success);
    expect(accepted.length).toBeGreaterThan(100);
  });
});

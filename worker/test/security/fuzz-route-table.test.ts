// Proves the router, the fuzz suite and the route table (contract/routes/) are one list:
// the router serves exactly the table's routes, every route of the table is fuzzed or
// named with where else it is, and every schema in the table converts to fast-check
// inputs that the schema itself accepts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Caller } from "../../../contract/route";
import { routeName } from "../../../contract/route";
import { routeTable } from "../../../contract/routes";
import { app } from "../../index";
import { jsonSchemaOf, validValue } from "./arbitrary-from-schema";
import { NOT_FUZZED_OVER_HTTP, ROUTE_FAMILIES } from "./fuzz-route-table";
import { classifyRoutes, type DoorRole } from "./route-doors";

/** The door a caller's guard shows a request without a token (route-doors.ts). */
const doorOf: Record<Caller, DoorRole> = {
  visitor: "public",
  player: "player",
  admin: "admin",
  contributor: "contributor",
  // Its 401 carries both roles' markers, the user-admin's `Status: 505` among them.
  adminOrContributor: "contributor",
};

const tableRoutes = routeTable.map(routeName);
/** The router's own table, without middleware and the catch-alls (`ALL`). */
const routerRoutes = [
  ...new Set(
    app.routes.filter((route) => route.method !== "ALL").map((r) => `${r.method} ${r.path}`),
  ),
];
const fuzzedRoutes = ROUTE_FAMILIES.flatMap((family) => Object.keys(family.routes));

describe("the route table", () => {
  it("is what the router serves: no route missing, none extra", () => {
    expect([...routerRoutes].sort()).toEqual([...tableRoutes].sort());
  });

  it("puts each route behind its descriptor's guard", async () => {
    const doors = Object.fromEntries((await classifyRoutes()).map((door) => [door.key, door.role]));
    const callers = Object.fromEntries(
      routeTable.map((route) => [routeName(route), doorOf[route.caller]]),
    );
    expect(doors).toEqual(callers);
  });

  it("names each route once", () => {
    expect(tableRoutes.length).toBe(new Set(tableRoutes).size);
  });

  it("is what the fuzzer attacks: every route fuzzed or named with where it is instead", () => {
    const covered = new Set([...fuzzedRoutes, ...Object.keys(NOT_FUZZED_OVER_HTTP)]);
    expect(tableRoutes.filter((route) => !covered.has(route))).toEqual([]);
    expect(Object.keys(NOT_FUZZED_OVER_HTTP).filter((r) => !tableRoutes.includes(r))).toEqual([]);
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

// Proves "input is accepted too loosely" stays fixed for every route: a JSON
// body whose number field arrives as a number-like string ("10", " 10 ", "0x10", "1e3"),
// a boolean or a wrapped number is refused with a 400 naming that field, never read as a
// number. The routes and their schemas come from the fuzz table, so a new route with a
// number field is covered without being listed here. Query-string numbers and the body
// size limit are proven in strict-input.test.ts.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../index";
import { type JsonSchema, jsonSchemaOf, validValue } from "./arbitrary-from-schema";
import { headersOf, pathOf } from "./fuzz-requests";
import { ROUTE_FAMILIES, type RouteInputs } from "./fuzz-route-table";
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, fuzzParameters } from "./fuzz-settings";
import { itLeavesTheLedgerBalanced } from "./fuzz-suite";
import { buildFuzzWorld, type FuzzWorld } from "./fuzz-world";

type NumberRoute = { route: string; inputs: RouteInputs; schema: JsonSchema; fields: string[] };

const isNumberSchema = (schema: JsonSchema | undefined) =>
  schema?.type === "number" || schema?.type === "integer";

/** Routes whose JSON body has top-level number fields, with those fields. */
const numberRoutes: NumberRoute[] = ROUTE_FAMILIES.flatMap((family) =>
  Object.entries(family.routes).flatMap(([route, inputs]) => {
    if (!inputs.json || inputs.caller === "visitor") return [];
    const schema = jsonSchemaOf(inputs.json, inputs.examples);
    const fields = Object.entries(schema.properties ?? {})
      .filter(([, property]) => isNumberSchema(property))
      .map(([field]) => field);
    return fields.length > 0 ? [{ route, inputs, schema, fields }] : [];
  }),
);

/** What a lenient parser would have read as the number `n`. */
const lookalikeOf = (n: number) =>
  fc.constantFrom<unknown>(
    String(n),
    ` ${n} `,
    `0x${Math.abs(Math.trunc(n)).toString(16)}`,
    `${n}e0`,
    `${n}.0`,
    n !== 0,
    [n],
    { value: n },
  );

let world: FuzzWorld;
beforeAll(async () => {
  world = await buildFuzzWorld();
}, 60_000);

describe("strict numbers", () => {
  it("finds the routes with number fields to check", () => {
    const names = numberRoutes.map(({ route }) => route);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/payments/deposit",
        "POST /admin/add/singel/rewards",
        "POST /admin/get/a/users/admin/posted/questions/from/all/users",
      ]),
    );
  });

  it(
    `refuses a number-like string, boolean or wrapped number in any number field (${FUZZ_RUNS / 10} cases)`,
    async () => {
      const cases = fc.constantFrom(...numberRoutes).chain((target) =>
        fc
          .tuple(validValue(target.schema), fc.constantFrom(...target.fields))
          .chain(([body, field]) => {
            const valid = (body as Record<string, unknown>)[field];
            return lookalikeOf(typeof valid === "number" ? valid : 10).map((odd) => ({
              target,
              field,
              body: { ...(body as Record<string, unknown>), [field]: odd },
            }));
          }),
      );
      await fc.assert(
        fc.asyncProperty(cases, async ({ target, field, body }) => {
          const [method, pathPattern] = target.route.split(" ") as [string, string];
          const params = Object.fromEntries(
            [...pathPattern.matchAll(/:(\w+)/g)].map((match) => [
              match[1] as string,
              { value: "some-id" },
            ]),
          );
          const request = {
            route: target.route,
            method,
            pathPattern,
            params,
            query: "",
            caller: target.inputs.caller,
            ip: "198.51.100.200",
            contentType: "application/json",
            body: JSON.stringify(body),
          };
          const response = await app.request(
            `http://quizzy.test${pathOf(request, world)}`,
            { method, headers: headersOf(request, world), body: request.body },
            env,
            createExecutionContext(),
          );
          const json = (await response.json()) as { fields?: { path: string }[] };
          expect(response.status).toBe(400);
          expect(json.fields?.map(({ path }) => path)).toContain(field);
        }),
        { ...fuzzParameters(), numRuns: Math.max(100, FUZZ_RUNS / 10) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

itLeavesTheLedgerBalanced();

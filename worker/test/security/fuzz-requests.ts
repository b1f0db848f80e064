import fc from "fast-check";
import { SANDBOX_SIGNATURE_HEADER } from "../../payments/sandbox";
import { jsonSchemaOf, nearlyValidValue, validValue } from "./arbitrary-from-schema";
import {
  garbageBody,
  idLike,
  oddContentType,
  oddPathSegment,
  oddQueryString,
} from "./fuzz-garbage";
import type { Caller, RouteInputs } from "./fuzz-route-table";
import type { FuzzWorld } from "./fuzz-world";

/**
 * One fuzzed HTTP request for a route of the table: schema-valid, nearly valid and
 * garbage input mixed in every part (path parameters, query, body, content type, who
 * calls). Sessions are looked up when the request is sent, because a fuzzed logout
 * replaces them.
 */
export type FuzzRequest = {
  route: string;
  method: string;
  /** The path with `:param` left in; each param's value is in `params`. */
  pathPattern: string;
  params: Record<string, ParamValue>;
  query: string;
  caller: Caller | "forged";
  ip: string;
  contentType?: string;
  body?: string;
  signature?: string;
};

/** The caller's own id or session id, for routes that only serve their caller's data. */
type ParamValue = { own: true } | { value: string };

/** A `{user}`, `{userId}` or `{sessionId}` must name the caller (DESIGN.md section 2). */
const OWN_PATH_PARAMS: Record<string, (world: FuzzWorld) => string> = {
  user: (world) => world.sessions.player.subjectId,
  userId: (world) => world.sessions.player.subjectId,
  sessionId: (world) => world.sessions.contributor.sessionId,
};

const ANY_METHOD = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A few client addresses, so IP rate limits bite as they would for a real attacker. */
const CLIENT_IPS = Array.from({ length: 8 }, (_, i) => `198.51.100.${i + 1}`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Valid values whose string fields sometimes name a real row, to get past lookups. */
function withKnownIds(valid: fc.Arbitrary<unknown>, knownIds: string[]) {
  return valid.chain((value) => {
    if (!isRecord(value)) return fc.constant(value);
    const stringKeys = Object.keys(value).filter((key) => typeof value[key] === "string");
    const swaps = stringKeys.map((key) => [key, fc.option(fc.constantFrom(...knownIds))]);
    return fc.record(Object.fromEntries(swaps)).map((chosen) => ({
      ...value,
      ...Object.fromEntries(Object.entries(chosen).filter(([, id]) => id !== null)),
    }));
  });
}

function schemaInputs(schema: RouteInputs["json"], inputs: RouteInputs, knownIds: string[]) {
  if (!schema) throw new Error("schemaInputs needs a schema");
  const jsonSchema = jsonSchemaOf(schema, inputs.examples);
  return {
    valid: withKnownIds(validValue(jsonSchema), knownIds),
    nearlyValid: nearlyValidValue(jsonSchema),
  };
}

/** How a form or a query string carries a value: lists repeat their key. */
function toSearchParams(value: unknown): string {
  if (!isRecord(value)) return encodeURIComponent(String(value));
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    const items = Array.isArray(field) ? field : [field];
    for (const item of items) {
      params.append(key, typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

function queryFor(inputs: RouteInputs, knownIds: string[]): fc.Arbitrary<string> {
  if (!inputs.query) {
    return fc.oneof({ weight: 6, arbitrary: fc.constant("") }, oddQueryString);
  }
  const { valid, nearlyValid } = schemaInputs(inputs.query, inputs, knownIds);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(toSearchParams) },
    { weight: 2, arbitrary: nearlyValid.map(toSearchParams) },
    { weight: 1, arbitrary: oddQueryString },
  );
}

type Body = { contentType?: string; body?: string };
const json = (value: unknown): Body => ({
  contentType: "application/json",
  body: JSON.stringify(value),
});
const oddlyTyped = fc
  .tuple(oddContentType, garbageBody)
  .map(([contentType, body]): Body => ({ contentType, body }));

/** A multipart upload of garbage under any name and declared type, as a browser sends a file. */
const uploadedFile = fc
  .record({
    field: fc.constantFrom("file", "image", ""),
    name: fc.string({ maxLength: 40 }).map((name) => name.replace(/["\r\n]/g, "")),
    type: fc.constantFrom("image/png", "image/jpeg", "image/webp", "image/svg+xml", "text/html"),
    content: garbageBody,
  })
  .map(
    ({ field, name, type, content }): Body => ({
      contentType: "multipart/form-data; boundary=fuzz-boundary",
      body:
        `--fuzz-boundary\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n${content}\r\n--fuzz-boundary--\r\n`,
    }),
  );

function bodyFor(method: string, inputs: RouteInputs, knownIds: string[]): fc.Arbitrary<Body> {
  if (method === "GET") return fc.constant({});
  if (inputs.json) {
    const { valid, nearlyValid } = schemaInputs(inputs.json, inputs, knownIds);
    return fc.oneof(
      { weight: 4, arbitrary: valid.map(json) },
      { weight: 3, arbitrary: nearlyValid.map(json) },
      { weight: 1, arbitrary: fc.jsonValue().map(json) },
      { weight: 1, arbitrary: garbageBody.map((body) => ({ ...json(null), body })) },
      { weight: 1, arbitrary: oddlyTyped },
    );
  }
  if (inputs.form) {
    const { valid, nearlyValid } = schemaInputs(inputs.form, inputs, knownIds);
    const form = (value: unknown): Body => ({
      contentType: "application/x-www-form-urlencoded",
      body: toSearchParams(value),
    });
    return fc.oneof(
      { weight: 4, arbitrary: valid.map(form) },
      { weight: 3, arbitrary: nearlyValid.map(form) },
      { weight: 2, arbitrary: oddlyTyped },
    );
  }
  if (inputs.rawBody) {
    return fc.oneof(fc.jsonValue().map(json), oddlyTyped);
  }
  if (inputs.upload) {
    return fc.oneof(
      { weight: 4, arbitrary: uploadedFile },
      { weight: 1, arbitrary: fc.jsonValue().map(json) },
      { weight: 2, arbitrary: oddlyTyped },
    );
  }
  return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, oddlyTyped);
}

function paramFor(name: string, knownIds: string[]): fc.Arbitrary<ParamValue> {
  const value = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((text) => ({ value: text }));
  return fc.oneof(
    ...(name in OWN_PATH_PARAMS
      ? [{ weight: 4, arbitrary: fc.constant({ own: true as const }) }]
      : []),
    { weight: 3, arbitrary: value(fc.constantFrom(...knownIds)) },
    { weight: 2, arbitrary: value(idLike) },
    { weight: 2, arbitrary: value(oddPathSegment) },
  );
}

export function requestsFor(
  route: string,
  inputs: RouteInputs,
  world: FuzzWorld,
): fc.Arbitrary<FuzzRequest> {
  const [routeMethod, pathPattern] = route.split(" ") as [string, string];
  const paramNames = [...pathPattern.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const params = Object.fromEntries(
    paramNames.map((name) => [name, paramFor(name, world.knownIds)]),
  );
  // Bodies may name the caller too (a verify's `user`, a user-admin's session), which a
  // path never may: a fuzzed block of the fuzzing player would end the fuzzing.
  const bodyIds = [
    ...world.knownIds,
    world.sessions.player.subjectId,
    world.sessions.contributor.sessionId,
  ];
  const anyCaller = fc.constantFrom<FuzzRequest["caller"]>(
    "visitor",
    "player",
    "admin",
    "contributor",
    "forged",
  );
  // A catch-all ("ALL /api/*") is fuzzed with every method and made-up path tails.
  const method = routeMethod === "ALL" ? fc.constantFrom(...ANY_METHOD) : fc.constant(routeMethod);
  const tail = fc
    .array(fc.oneof(idLike, oddPathSegment), { minLength: 1, maxLength: 4 })
    .map((segments) => segments.join("/"));
  return fc
    .record({
      route: fc.constant(route),
      method,
      pathPattern: pathPattern.endsWith("*")
        ? tail.map((made) => pathPattern.replace("*", made))
        : fc.constant(pathPattern),
      params: fc.record(params),
      query: queryFor(inputs, world.knownIds),
      caller: fc.oneof({ weight: 8, arbitrary: fc.constant(inputs.caller) }, anyCaller),
      ip: fc.constantFrom(...CLIENT_IPS),
      body: bodyFor(routeMethod, inputs, bodyIds),
      signature: fc.option(fc.stringMatching(/^[0-9a-f]{64}$/), { nil: undefined }),
    })
    .map(({ body, signature, ...request }) => ({
      ...request,
      ...(request.method === "GET" ? {} : body),
      ...(inputs.rawBody ? { signature } : {}),
    }));
}

/** The concrete path of a request, with the callers' own ids as they are now. */
export function pathOf(request: FuzzRequest, world: FuzzWorld): string {
  const path = request.pathPattern.replace(/:(\w+)/g, (_, name: string) => {
    const param = request.params[name];
    if (!param) throw new Error(`no value for :${name}`);
    return "own" in param ? encodeURIComponent(OWN_PATH_PARAMS[name]!(world)) : param.value;
  });
  return request.query ? `${path}?${request.query}` : path;
}

export function headersOf(request: FuzzRequest, world: FuzzWorld): Headers {
  const headers = new Headers({ Accept: "application/json", "CF-Connecting-IP": request.ip });
  if (request.caller === "forged") headers.set("Authorization", `Bearer ${"f".repeat(43)}`);
  else if (request.caller !== "visitor") {
    headers.set("Authorization", `Bearer ${world.sessions[request.caller].token}`);
  }
  if (request.contentType) headers.set("Content-Type", request.contentType);
  if (request.signature) headers.set(SANDBOX_SIGNATURE_HEADER, request.signature);
  return headers;
}

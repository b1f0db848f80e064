import type { $ZodType, input, output } from "zod/v4/core";

/**
 * The kit of the route table (contract/routes/): one descriptor per route, which the Worker
 * registers its handler from (worker/http/route-handlers.ts), the SPA calls
 * (web/lib/api-client.ts) and the security tests attack (worker/test/security/). A
 * route's method, path, caller, schemas and reply are written here once.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call a route: the Worker puts this session guard in front of its handler. */
export type Caller = "visitor" | "player" | "admin" | "contributor" | "adminOrContributor";

/**
 * A schema the route reads, loaded when first needed. The SPA imports descriptors on its
 * first screen, which must not pull in zod and every schema (scripts/check-web-budget.ts);
 * the Worker and the tests load the schema on first use.
 */
export type SchemaRef<Schema extends $ZodType = $ZodType> = {
  readonly name: string;
  readonly load: () => Promise<Schema>;
};

/** A route that answers JSON of `Body` (a type only: nothing is kept at run time). */
export type JsonReply<Body = unknown> = { readonly kind: "json"; readonly body?: Body };
/** A route the SPA does not fetch as JSON: an HTML page, a file, a socket upgrade. */
export type ServedReply = { readonly kind: "page" | "file" | "socket" };

export type RouteDescriptor = {
  readonly method: Method;
  readonly path: `/${string}`;
  readonly caller: Caller;
  readonly body?: SchemaRef;
  readonly query?: SchemaRef;
  /** An HTML form's fields (the sandbox's pay page posts one). */
  readonly form?: SchemaRef;
  /**
   * A body no schema judges: the payment webhook's raw text (checked by its signature) or
   * an uploaded file (judged by its bytes).
   */
  readonly rawBody?: "signed text" | "upload";
  /**
   * The handler reads and judges the body against `body` itself, so the Worker puts no
   * validator in front of it: SPEC.md's review answers a bad one with its own `Status`.
   */
  readonly bodyCheckedByHandler?: true;
  /** A success ends the caller's session. */
  readonly endsSession?: true;
  /**
   * A write that is safe to repeat as it is and that its screen sends again itself until
   * it is answered, with its own waits and notice (the play screen's answer: the same
   * answer gets its verdict, decision 027). The SPA's client sends it once and without an
   * Idempotency-Key, which would only add two D1 writes to the answer path
   * (web/lib/api-client.ts `sendWrite`).
   */
  readonly resentByScreen?: true;
  /**
   * A GET whose path is also an SPA screen (SPEC.md's /admin/questions): a browser
   * navigation, which accepts HTML, gets the SPA shell before any guard.
   */
  readonly screen?: true;
  readonly reply: JsonReply | ServedReply;
};

/** Declares one route; `const` keeps its method and path as literal types. */
export const defineRoute = <const Route extends RouteDescriptor>(route: Route): Route => route;

/** The reply marker of a JSON route: `reply: json<RunStateResponse>()`. */
export const json = <Body>(): JsonReply<Body> => ({ kind: "json" });

/** The marker of a route the SPA does not fetch as JSON: an HTML page, a file, a socket. */
export const served = (kind: ServedReply["kind"]): ServedReply => ({ kind });

/**
 * Names schemas of one contract module without importing it: `schemas("reportTicketBody")`
 * loads the module the first time any of them is needed.
 */
export function schemasFrom<Module>(load: () => Promise<Module>) {
  let loaded: Promise<Module> | undefined;
  return <Name extends keyof Module & string>(name: Name): SchemaRef<Module[Name] & $ZodType> => ({
    name,
    load: async () => {
      loaded ??= load();
      return (await loaded)[name] as Module[Name] & $ZodType;
    },
  });
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's parameters by name: `/api/receipts/:attemptId` has `{ attemptId: string }`. */
export type ParamsOf<Route extends RouteDescriptor> = {
  [Name in ParamNames<Route["path"]>]: string;
};

type SchemaOf<Ref> = Ref extends SchemaRef<infer Schema> ? Schema : never;

/** What a client sends as the body (zod's input) and what a handler reads (its output). */
export type BodyIn<Route extends RouteDescriptor> = input<SchemaOf<Route["body"]>>;
export type BodyOut<Route extends RouteDescriptor> = output<SchemaOf<Route["body"]>>;
export type QueryOut<Route extends RouteDescriptor> = output<SchemaOf<Route["query"]>>;
export type FormOut<Route extends RouteDescriptor> = output<SchemaOf<Route["form"]>>;
/** A query string's fields, sent as text. */
export type QueryIn<Route extends RouteDescriptor> = {
  [Field in keyof input<SchemaOf<Route["query"]>>]?: string;
};

/** The JSON a route answers with. */
export type ReplyOf<Route extends RouteDescriptor> =
  Route["reply"] extends JsonReply<infer Body> ? Body : never;

/** A JSON route: one the SPA can call. */
export type JsonRoute = RouteDescriptor & { readonly reply: JsonReply };

/**
 * The URL path of a route with its parameters filled in, each encoded:
 * `pathTo(receipt, { attemptId: "a/b" })` is `/api/receipts/a%2Fb`.
 */
export function pathTo<Route extends RouteDescriptor>(
  route: Route,
  ...[params]: ParamNames<Route["path"]> extends never ? [] : [ParamsOf<Route>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ""),
  );
}

/** "METHOD path", as the router's table (`app.routes`) names a route. */
export const routeName = (route: RouteDescriptor) => `${route.method} ${route.path}`;

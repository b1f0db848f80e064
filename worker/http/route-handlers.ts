import { type Context, Hono, type MiddlewareHandler, type Next, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type {
  BodyOut,
  Caller,
  FormOut,
  ParamsOf,
  QueryOut,
  ReplyOf,
  RouteDescriptor,
  SchemaRef,
} from "../../contract/route";
import type { AuthenticatedSession } from "../identity/session-types";
import type { AppEnv } from "./app-env";
import { adminOrContributor, requireRole } from "./auth";
import { screenOnNavigation } from "./screen-navigation";
import { validate } from "./validate";

/** What a handler reads from `c.req.valid(…)`: the route's schemas' output and its path. */
type RouteInput<Route extends RouteDescriptor> = {
  out: {
    json: BodyOut<Route>;
    query: QueryOut<Route>;
    form: FormOut<Route>;
    param: ParamsOf<Route>;
  };
};

export type RouteContext<Route extends RouteDescriptor> = Context<
  AppEnv,
  Route["path"],
  RouteInput<Route>
>;

/**
 * A JSON route's handler answers with its contract's reply (`c.json(reply)`), or throws
 * one of worker/http/errors.ts's refusals; a route the SPA does not fetch as JSON
 * answers any Response.
 */
type HandlerReply<Route extends RouteDescriptor> = Route["reply"]["kind"] extends "json"
  ? Response & TypedResponse<JSONParsed<ReplyOf<Route>>>
  : Response;

export type RouteHandler<Route extends RouteDescriptor> = (
  c: RouteContext<Route>,
  next: Next,
) => Promise<HandlerReply<Route>> | HandlerReply<Route>;

/**
 * A middleware that runs after the route's guard and schemas, before its handler. Each is
 * typed by whoever made it (a zod validator knows no AppEnv), so none is narrowed here.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
type RouteMiddleware = MiddlewareHandler<any, string, any>;

type ResolveSession = (c: Context<AppEnv>, token: string) => Promise<AuthenticatedSession | null>;

/** One route of the table with the handlers the Worker runs for it. */
export type RouteRegistration = {
  route: RouteDescriptor;
  middleware: RouteMiddleware[];
  handler: RouteHandler<RouteDescriptor>;
  resolveSession?: ResolveSession;
};

/**
 * Registers `handler` (after any route-specific middleware) for one descriptor of
 * contract/routes/. The caller's guard and the body, query and form schemas come from the
 * descriptor, so they cannot drift from the contract.
 */
export function handle<const Route extends RouteDescriptor>(
  route: Route,
  ...handlers: [...RouteMiddleware[], RouteHandler<Route>]
): RouteRegistration {
  const middleware = handlers.slice(0, -1) as RouteMiddleware[];
  const handler = handlers.at(-1) as unknown as RouteHandler<RouteDescriptor>;
  return { route, middleware, handler };
}

/**
 * As `handle`, for a route whose session a nearer place than D1 knows (the game switch's
 * routes ask the GameRoom).
 */
export function handleWithSession<const Route extends RouteDescriptor>(
  resolveSession: ResolveSession,
  route: Route,
  ...handlers: [...RouteMiddleware[], RouteHandler<Route>]
): RouteRegistration {
  return { ...handle(route, ...handlers), resolveSession };
}

function guardOf(caller: Caller, resolveSession?: ResolveSession): MiddlewareHandler<AppEnv>[] {
  if (caller === "visitor") return [];
  if (caller === "adminOrContributor") return [adminOrContributor];
  return [requireRole(caller, resolveSession)];
}

/** Validates one target against a schema loaded on the route's first request. */
function validateLoaded(target: "json" | "query" | "form", schema: SchemaRef): MiddlewareHandler {
  let validator: MiddlewareHandler | undefined;
  return async (c, next) => {
    validator ??= validate(target, await schema.load());
    return validator(c, next);
  };
}

function validatorsOf(route: RouteDescriptor): MiddlewareHandler[] {
  const validators: MiddlewareHandler[] = [];
  if (route.body && !route.bodyCheckedByHandler)
    validators.push(validateLoaded("json", route.body));
  if (route.query) validators.push(validateLoaded("query", route.query));
  if (route.form) validators.push(validateLoaded("form", route.form));
  return validators;
}

/** A router of these registrations, each behind its caller's guard and its schemas. */
export function routerOf(registrations: RouteRegistration[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const { route, middleware, handler, resolveSession } of registrations) {
    router.on(
      route.method,
      [route.path],
      ...(route.screen ? [screenOnNavigation] : []),
      ...guardOf(route.caller, resolveSession),
      ...validatorsOf(route),
      ...(middleware as MiddlewareHandler<AppEnv>[]),
      handler as unknown as MiddlewareHandler<AppEnv>,
    );
  }
  return router;
}

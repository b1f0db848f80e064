import type { ApiError } from "../../contract/errors";
import {
  type BodyIn,
  type Caller,
  type JsonRoute,
  type ParamsOf,
  pathTo,
  type QueryIn,
  type ReplyOf,
  type SchemaRef,
} from "../../contract/route";
import { openPage, reloadPage } from "./page-location";
import { paths } from "./paths";
import { isApiError, jsonOf } from "./reply-body";
import { sendWrite } from "./send-write";
import { readStored, removeStored, type StoredKey } from "./storage";

/** Which stored token authorises a call; a visitor call carries none. */
const bearerKeys = {
  player: "ssid",
  admin: "token",
  userAdmin: "admin_token",
} as const satisfies Record<string, StoredKey>;

export type Audience = keyof typeof bearerKeys | "visitor";

/**
 * SPEC.md's legacy markers beside the error shape on a dead session (worker/http/auth.ts):
 * `Logout: "OUT"` for a player or main admin, `Status: 505` for a user-admin.
 */
type DeadSessionMarkers = { Logout?: string; Status?: number };

/** A failed call: `status` 0 means the server was not reached. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiError["fields"];
  /** `"OUT"` when the server ended a player's or main admin's session. */
  readonly logout: string | undefined;
  /** `505` when the server ended a user-admin's session. */
  readonly legacyStatus: number | undefined;
  /** The whole error body, for a refusal that carries more (`balance_remaining`'s amounts, a near-duplicate's `similar`). */
  readonly body: ApiError & Record<string, unknown>;

  constructor(status: number, body: ApiError & DeadSessionMarkers, options?: ErrorOptions) {
    super(body.message, options);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = body.error;
    this.fields = body.fields;
    this.logout = body.Logout;
    this.legacyStatus = body.Status;
    this.body = body;
  }
}

/** The player's own keys: a dead session must not leave the next visitor a user id. */
const playerKeys = ["ssid", "user", "username", "email", "valid"] as const satisfies StoredKey[];

/**
 * SPEC.md section 4, in one place for every screen: a dead player session forgets the
 * player and reloads; a dead main-admin session forgets `token` and reloads; a dead
 * user-admin session forgets both of its keys and opens the user-admin sign-in. Only the
 * marker of the area that made the call counts.
 */
function endDeadSession(audience: Audience, error: ApiRequestError): void {
  if (audience === "player" && error.logout === "OUT") {
    for (const key of playerKeys) removeStored(key);
    reloadPage();
  } else if (audience === "admin" && error.logout === "OUT") {
    removeStored("token");
    reloadPage();
  } else if (audience === "userAdmin" && error.legacyStatus === 505) {
    removeStored("admin_token");
    removeStored("ssid_admin");
    openPage(paths.userAdminLogin);
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** The route's `resentByScreen`: send this write once, as it is, without a key. */
  sendOnce?: boolean;
};

/** The Authorization header's value for a call of `audience`, or null (a visitor, no token). */
export function authorizationFor(audience: Audience): string | null {
  const token = audience === "visitor" ? null : readStored(bearerKeys[audience]);
  return token ? `Bearer ${token}` : null;
}

/**
 * Sends JSON to a path of ours and reads the reply (see `readReply`). A write carries a
 * fresh Idempotency-Key, and is sent again with it when it may not have arrived
 * (`sendWrite`), unless its screen resends it itself; a read is sent once, TanStack Query
 * tries it again.
 */
function send(path: string, options: RequestOptions, audience: Audience): Promise<unknown> {
  const { method = "GET", body, query, signal, sendOnce } = options;
  const headers = new Headers({ Accept: "application/json" });
  const authorization = authorizationFor(audience);
  if (authorization) headers.set("Authorization", authorization);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const url = query ? `${path}?${new URLSearchParams(query)}` : path;
  const init: RequestInit = {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  };
  if (method === "GET" || sendOnce) return readReply(fetch(url, init), audience, signal);
  headers.set("Idempotency-Key", crypto.randomUUID());
  return readReply(sendWrite(url, init, signal), audience, signal);
}

/** The stored token a route's caller signs its requests with. */
const audienceOfCaller: Record<Exclude<Caller, "adminOrContributor">, Audience> = {
  visitor: "visitor",
  player: "player",
  admin: "admin",
  contributor: "userAdmin",
};

type ParamsInput<Route extends JsonRoute> = keyof ParamsOf<Route> extends never
  ? { params?: undefined }
  : { params: ParamsOf<Route> };
/** A body whose fields are all optional may be left out: the server reads none as `{}`. */
type BodyInput<Route extends JsonRoute> = Route extends { body: SchemaRef }
  ? Record<string, never> extends BodyIn<Route>
    ? { body?: BodyIn<Route> }
    : { body: BodyIn<Route> }
  : { body?: undefined };
type QueryInput<Route extends JsonRoute> = Route extends { query: SchemaRef }
  ? { query?: QueryIn<Route> }
  : { query?: undefined };
/**
 * A route either callers may call names whose token signs the call. A visitor route that
 * says more to a signed-in player (the shows' `joined`) may be sent with the player's token.
 */
type AudienceInput<Route extends JsonRoute> = Route["caller"] extends "adminOrContributor"
  ? { audience: "admin" | "userAdmin" }
  : Route["caller"] extends "visitor"
    ? { audience?: "visitor" | "player" }
    : { audience?: undefined };

/** What a call of `Route` sends: its path's parameters, its body and its query, typed by the contract. */
type RouteInput<Route extends JsonRoute> = ParamsInput<Route> &
  BodyInput<Route> &
  QueryInput<Route> &
  AudienceInput<Route> & { signal?: AbortSignal };

/** The input argument, optional when the route needs none. */
export type RouteInputArgs<Route extends JsonRoute> =
  Record<string, never> extends Omit<RouteInput<Route>, "signal">
    ? [input?: RouteInput<Route>]
    : [input: RouteInput<Route>];

/** What names a read in the cache: the path's parameters, the query and whose token, never the body. */
type RouteKeyInput<Route extends JsonRoute> = ParamsInput<Route> &
  QueryInput<Route> &
  AudienceInput<Route>;
export type RouteKeyArgs<Route extends JsonRoute> =
  Record<string, never> extends RouteKeyInput<Route>
    ? [input?: RouteKeyInput<Route>]
    : [input: RouteKeyInput<Route>];

/** Whose token a call of this route carries. */
export function audienceOf(route: JsonRoute, input?: { audience?: Audience }): Audience {
  if (input?.audience) return input.audience;
  if (route.caller === "adminOrContributor") throw new Error(`${route.path} needs an audience`);
  return audienceOfCaller[route.caller];
}

/** The URL path of a call: the route's path with its parameters. */
export function callPath(route: JsonRoute, input?: { params?: Record<string, string> }): string {
  return (pathTo as (route: JsonRoute, params?: Record<string, string>) => string)(
    route,
    input?.params,
  );
}

/** A call's input as `send` reads it, whatever the route: what `RouteInput` types for each. */
type CallInput = {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string | undefined>;
  audience?: Audience;
};

/**
 * Calls one route of contract/routes/: its method and path, the token of its caller, and
 * the body and query the contract types; answers with the route's reply.
 */
export function request<Route extends JsonRoute>(
  route: Route,
  ...[input]: RouteInputArgs<Route>
): Promise<ReplyOf<Route>> {
  return callRoute(route, input, input?.signal);
}

/** `request` with the input a read was named by (routeQuery's) and the read's own signal. */
export function requestRead<Route extends JsonRoute>(
  route: Route,
  [input]: RouteInputArgs<Route>,
  signal: AbortSignal,
): Promise<ReplyOf<Route>> {
  return callRoute(route, input, signal);
}

/** A call's input, or undefined where the route needs none. */
export type RouteCall<Route extends JsonRoute> = RouteInputArgs<Route>[0];

/** `request` with a call's input as one value (useRouteMutation's, built from its variables). */
export function requestCall<Route extends JsonRoute>(
  route: Route,
  input: RouteCall<Route>,
): Promise<ReplyOf<Route>> {
  return callRoute(route, input, input?.signal);
}

function callRoute<Route extends JsonRoute>(
  route: Route,
  input: CallInput | undefined,
  signal: AbortSignal | undefined,
): Promise<ReplyOf<Route>> {
  const query = input?.query;
  const definedQuery = query
    ? (Object.fromEntries(
        Object.entries(query).filter(([, value]) => value !== undefined),
      ) as Record<string, string>)
    : undefined;
  const sent = send(
    callPath(route, input),
    {
      method: route.method,
      body: input?.body,
      query: definedQuery,
      signal,
      sendOnce: route.resentByScreen,
    },
    audienceOf(route, input),
  );
  // The contract's word for the reply: the Worker's handler is typed to answer with it.
  return sent as Promise<ReplyOf<Route>>;
}

/**
 * The reply of a call of `route` sent before the app had started
 * (web/features/trial/early-trial-read.ts), read as `request` reads its own.
 */
export function replyOf<Route extends JsonRoute>(
  route: Route,
  sent: Promise<Response>,
): Promise<ReplyOf<Route>> {
  return readReply(sent, audienceOf(route)) as Promise<ReplyOf<Route>>;
}

/**
 * A reply as JSON, or an ApiRequestError (status 0 when the server was not reached),
 * ending a dead session.
 */
async function readReply(
  sent: Promise<Response>,
  audience: Audience,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await sent;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw unreachable(cause);
  }

  const payload = jsonOf(await response.text());
  if (!response.ok) throw refusal(response, payload, audience);
  return payload;
}

/** A call that never reached the server (status 0). */
export const unreachable = (cause: unknown) =>
  new ApiRequestError(
    0,
    { error: "network_error", message: "Could not reach the server. Check your connection." },
    { cause },
  );

/** The error of a refused call, after ending the session the server said is dead. */
export function refusal(
  response: { status: number; statusText: string },
  payload: unknown,
  audience: Audience,
): ApiRequestError {
  const error = new ApiRequestError(response.status, errorBody(response, payload));
  endDeadSession(audience, error);
  return error;
}

function errorBody(
  response: { status: number; statusText: string },
  payload: unknown,
): ApiError & DeadSessionMarkers {
  if (isApiError(payload)) {
    const { Logout, Status } = payload as Record<string, unknown>;
    return {
      ...payload,
      Logout: typeof Logout === "string" ? Logout : undefined,
      Status: typeof Status === "number" ? Status : undefined,
    };
  }
  return {
    error: "http_error",
    message: `The server answered ${response.status} ${response.statusText}`.trim(),
  };
}

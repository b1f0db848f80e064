import { type Caller, defineRoute, json, type Method } from "../../contract/route";
import { type Audience, request } from "../lib/api-client";

const callerOf: Record<Audience, Exclude<Caller, "adminOrContributor">> = {
  visitor: "visitor",
  player: "player",
  admin: "admin",
  userAdmin: "contributor",
};

/**
 * A call of `path` by `audience` through `request`, with a descriptor made for the test:
 * for tests of the client itself, which any path serves.
 */
export function callAs(
  path: `/${string}`,
  options: { audience: Audience; method?: Method; body?: unknown },
) {
  const route = defineRoute({
    method: options.method ?? "GET",
    path,
    caller: callerOf[options.audience],
    reply: json<unknown>(),
  });
  return request(route, { body: options.body } as never);
}

import { app } from "../../index";
import { call } from "../harness";

/**
 * The router's own table, each route once, with whom it asks for: the role its 401
 * names when called without a token (a user-admin refusal carries `Status: 505`, a
 * player's is under /api, a main admin's under /admin), or `public` when it answers
 * anything else (a 401 of its own, such as a webhook's bad signature, included). Reading roles from behaviour means a new route is classified the
 * moment it is mounted.
 */
export type DoorRole = "player" | "admin" | "contributor" | "public";
export type RouteDoor = { key: string; method: string; path: string; role: DoorRole };

export async function classifyRoutes(): Promise<RouteDoor[]> {
  const keys = new Set(
    app.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => `${route.method} ${route.path}`),
  );
  const doors: RouteDoor[] = [];
  for (const key of keys) {
    const [method = "", path = ""] = key.split(" ");
    const { status, json } = await call(path.replace(/:(\w+)/g, "some-$1"), {
      method,
      body: method === "GET" ? undefined : {},
    });
    let role: DoorRole = "public";
    // A session guard's 401 says `unauthorized`; the payment webhook's own (a bad
    // signature) is not a guard.
    if (status === 401 && json?.error === "unauthorized") {
      role = json?.Status === 505 ? "contributor" : path.startsWith("/api/") ? "player" : "admin";
    }
    doors.push({ key, method, path, role });
  }
  return doors;
}

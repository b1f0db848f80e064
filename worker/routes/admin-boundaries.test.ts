// Proves the role boundaries of both admin areas, generated from the route groups
// themselves so a new route cannot escape: no main-admin route opens to a user-admin or a
// player token, and no user-admin call opens to a main-admin or a player token (401 with
// SPEC.md's dead-session markers). The routing sweep proves the same without any token.
import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../http/app-env";
import { call, signInAdmin, signInContributor, signInPlayer } from "../test/harness";
import { adminCatalogueRoutes } from "./admin-catalogue";
import { adminInsightRoutes } from "./admin-insights";
import { adminLanguageRoutes } from "./admin-languages";
import { adminPlayerRoutes } from "./admin-players";
import { adminQuestionImportRoutes } from "./admin-question-import";
import { adminQuestionRoutes } from "./admin-questions";
import { adminRequestRoutes } from "./admin-requests";
import { adminSelectionRoutes } from "./admin-selection";
import { adminSettingsRoutes } from "./admin-settings";
import { contributorQuestionRoutes } from "./contributor-questions";
import { contributorRoutes } from "./contributors";

/** Each route once, with its parameters filled in. */
function routesOf(groups: Hono<AppEnv>[]): [string, string][] {
  const seen = new Set<string>();
  for (const group of groups) {
    for (const route of group.routes) {
      if (route.method !== "ALL") seen.add(`${route.method} ${route.path}`);
    }
  }
  return [...seen].map((key) => {
    const [method, path] = key.split(" ") as [string, string];
    return [method, path.replace(/:(\w+)/g, "some-$1")];
  });
}

const mainAdminRoutes = routesOf([
  adminLanguageRoutes,
  adminSelectionRoutes,
  adminQuestionRoutes,
  adminQuestionImportRoutes,
  adminSettingsRoutes,
  adminCatalogueRoutes,
  adminRequestRoutes,
  contributorRoutes,
  adminPlayerRoutes,
  adminInsightRoutes,
]);
const userAdminRoutes = routesOf([contributorQuestionRoutes]);

const send = (method: string, path: string, token: string) =>
  call(path, { method, token, body: method === "GET" ? undefined : {} });

describe("main admin routes", () => {
  it("has routes to check", () => {
    expect(mainAdminRoutes.length).toBeGreaterThan(20);
  });

  it.each(mainAdminRoutes)("%s %s refuses user-admin and player tokens", async (method, path) => {
    const [contributor, player] = await Promise.all([signInContributor(), signInPlayer()]);
    for (const token of [contributor.token, player.token]) {
      const { status, json } = await send(method, path, token);
      expect(status).toBe(401);
      expect(json).toMatchObject({ error: "unauthorized", Logout: "OUT" });
    }
  });
});

describe("user-admin routes", () => {
  it.each(userAdminRoutes)("%s %s refuses main-admin and player tokens", async (method, path) => {
    const [admin, player] = await Promise.all([signInAdmin(), signInPlayer()]);
    for (const token of [admin.token, player.token]) {
      const { status, json } = await send(method, path, token);
      expect(status).toBe(401);
      expect(json).toMatchObject({ error: "unauthorized", Status: 505 });
    }
  });
});

import type { JSONWebKeySet } from "jose";
import type { DevIdTokenResponse } from "../auth";
import type { HealthResponse } from "../health";
import type { ImageUploadResponse } from "../images";
import { defineRoute, json, schemasFrom, served } from "../route";

const authSchemas = schemasFrom(() => import("../auth"));

/** What every area leans on: the health check, the development sign-in, question images. */
export const platformRoutes = {
  /** For uptime monitors: which dependency is down (a 503 when one is), nothing else. */
  health: defineRoute({
    method: "GET",
    path: "/api/health",
    caller: "visitor",
    reply: json<HealthResponse>(),
  }),
  /** The development identity provider: a 404 unless DEV_IDENTITY is on. */
  devIdToken: defineRoute({
    method: "GET",
    path: "/api/dev/id-token",
    caller: "visitor",
    query: authSchemas("devIdTokenQuery"),
    reply: json<DevIdTokenResponse>(),
  }),
  devJwks: defineRoute({
    method: "GET",
    path: "/api/dev/jwks",
    caller: "visitor",
    reply: json<JSONWebKeySet>(),
  }),
  /** An uploaded question image, served from R2; see contract/images.ts. */
  uploadedImage: defineRoute({
    method: "GET",
    path: "/images/uploads/:file",
    caller: "visitor",
    reply: served("file"),
  }),
  /** Uploads a question image (main admins and user-admins): contract/images.ts. */
  uploadImage: defineRoute({
    method: "POST",
    path: "/admin/images",
    caller: "adminOrContributor",
    rawBody: "upload",
    reply: json<ImageUploadResponse>(),
  }),
};

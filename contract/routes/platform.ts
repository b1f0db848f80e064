import type { JSONWebKeySet } from "jose";
import type * as auth from "../auth";
import type * as health from "../health";
import type * as images from "../images";
import { defineRoute, json, served } from "../route";
import { schemas } from "./schemas";

/** What every area leans on: the health check, the development sign-in, question images. */
export const platformRoutes = {
  /** For uptime monitors: which dependency is down (a 503 when one is), nothing else. */
  health: defineRoute({
    method: "GET",
    path: "/api/health",
    caller: "visitor",
    reply: json<health.HealthResponse>(),
  }),
  /** The development identity provider: a 404 unless DEV_IDENTITY is on. */
  devIdToken: defineRoute({
    method: "GET",
    path: "/api/dev/id-token",
    caller: "visitor",
    query: schemas.auth("devIdTokenQuery"),
    reply: json<auth.DevIdTokenResponse>(),
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
    reply: json<images.ImageUploadResponse>(),
  }),
};

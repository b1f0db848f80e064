import type { AppConfig } from "../config";

export type SessionRole = "player" | "admin" | "contributor";

export type AuthenticatedSession = {
  /** Public session id (the user-admin's `ssid_admin`). */
  id: string;
  role: SessionRole;
  subjectId: string;
};

/** Hono's typing of this Worker's bindings and per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    config: AppConfig;
    session: AuthenticatedSession;
  };
};

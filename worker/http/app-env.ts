import type { AppConfig } from "../config";
import type { KeyScope } from "../data/idempotency";
import type { Database } from "../db/client";
import type { AuthenticatedSession } from "../identity/session-types";

/** Hono's typing of this Worker's bindings and per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    config: AppConfig;
    /** The request's D1 handle, opened once by `requestContext`. */
    db: Database;
    session: AuthenticatedSession;
    /** Set by a session guard as it starts: the reply is one account's (private-replies.ts). */
    sessionGuarded: boolean;
    /** Set for a write sent with an Idempotency-Key: whose key it is (`newRowIdOf`). */
    keyScope: KeyScope | undefined;
  };
};

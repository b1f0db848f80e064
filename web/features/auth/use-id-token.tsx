import { type ReactNode, useCallback, useState } from "react";
import type { AuthConfigResponse } from "../../../contract/auth";
import { requestDevIdToken } from "../../lib/api/platform";
import { readAuthConfig } from "../../lib/api/sign-in";
import { type GoogleAccountsId, loadGoogleIdentity } from "../../lib/google-identity";
import { DevSignInDialog } from "./dev-sign-in-dialog";
import { type GoogleIdentity, identityFromIdToken } from "./google-identity-token";
import { GoogleSignInDialog } from "./google-sign-in-dialog";

type Provider =
  | { kind: "dev" }
  | { kind: "google"; clientId: string; accountsId: GoogleAccountsId };

type PendingRequest = Provider & {
  resolve: (identity: GoogleIdentity | null) => void;
  reject: (error: unknown) => void;
};

type IdTokenRequest = {
  /** Resolves with the identity, null if the user cancelled; rejects if no token could be had. */
  requestIdentity: () => Promise<GoogleIdentity | null>;
  /** The sign-in dialog to render while a request waits for the user. */
  identityDialog: ReactNode;
  /** True while a request to our server is in flight. */
  isLoading: boolean;
};

// Checked by hand rather than with contract's zod schema: zod would add about 25 kB
// (gzip) to the sign-in screens, the first screens most players load.
function isAuthConfig(value: unknown): value is AuthConfigResponse {
  if (typeof value !== "object" || value === null) return false;
  const { googleClientId, devIdentity } = value as Record<string, unknown>;
  return typeof googleClientId === "string" && typeof devIdentity === "boolean";
}

/** Gets a Google ID token, or a development one when the Worker says devIdentity. */
export function useIdToken(): IdTokenRequest {
  const [pending, setPending] = useState<PendingRequest | null>(null);
  const [isLoading, setLoading] = useState(false);

  const requestIdentity = useCallback(async () => {
    setLoading(true);
    let provider: Provider;
    try {
      const config: unknown = await readAuthConfig();
      if (!isAuthConfig(config)) throw new Error("Unexpected /api/auth/config answer");
      provider = config.devIdentity
        ? { kind: "dev" }
        : {
            kind: "google",
            clientId: config.googleClientId,
            accountsId: await loadGoogleIdentity(),
          };
    } finally {
      setLoading(false);
    }
    return new Promise<GoogleIdentity | null>((resolve, reject) => {
      setPending({ ...provider, resolve, reject });
    });
  }, []);

  const finish = useCallback((settle: () => void) => {
    settle();
    setPending(null);
  }, []);

  async function submitDevIdentity(request: PendingRequest, email: string, name: string) {
    setLoading(true);
    try {
      const { idToken } = await requestDevIdToken(email, name);
      finish(() => request.resolve(identityFromIdToken(idToken)));
    } catch (error) {
      finish(() => request.reject(error));
    } finally {
      setLoading(false);
    }
  }

  function acceptCredential(request: PendingRequest, credential: string | null) {
    finish(() => {
      try {
        if (credential === null) throw new Error("Google answered without a credential");
        request.resolve(identityFromIdToken(credential));
      } catch (error) {
        request.reject(error);
      }
    });
  }

  let identityDialog: ReactNode = null;
  if (pending?.kind === "dev") {
    identityDialog = (
      <DevSignInDialog
        busy={isLoading}
        onSubmit={(email, name) => void submitDevIdentity(pending, email, name)}
        onCancel={() => finish(() => pending.resolve(null))}
      />
    );
  } else if (pending?.kind === "google") {
    identityDialog = (
      <GoogleSignInDialog
        accountsId={pending.accountsId}
        clientId={pending.clientId}
        onCredential={(credential) => acceptCredential(pending, credential)}
        onCancel={() => finish(() => pending.resolve(null))}
      />
    );
  }

  return { requestIdentity, identityDialog, isLoading };
}

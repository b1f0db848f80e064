import { useLingui } from "@lingui/react";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { GoogleSignInBody } from "../../../contract/auth";
import { usePopupMessage } from "../../components/popup-message";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { type GoogleIdentity, signInBody } from "./google-identity-token";
import { useIdToken } from "./use-id-token";

type GoogleSignInOptions<Reply> = {
  /** Posts the identity to our server (./api.ts). */
  post: (body: GoogleSignInBody) => Promise<Reply>;
  /** SPEC.md section 8's message for a failure the server did not explain (decision 015). */
  rejectedMessage: string;
  onAccepted: (reply: Reply, identity: GoogleIdentity) => void;
};

type GoogleSignIn = {
  signIn: () => Promise<void>;
  identityDialog: ReactNode;
  /** True while any request is in flight: the screens show Loading... */
  busy: boolean;
  /**
   * The server's words when it refused a blocked account (`account_blocked`):
   * the screen says them in the page, with the support address, not in a popup.
   */
  blockedMessage: string | null;
};

/** The shared flow of the sign-up and log-in screens: ID token, then post it to our server. */
export function useGoogleSignIn<Reply extends { Status: string }>({
  post,
  rejectedMessage,
  onAccepted,
}: GoogleSignInOptions<Reply>): GoogleSignIn {
  const { i18n } = useLingui();
  const showMessage = usePopupMessage();
  const { requestIdentity, identityDialog, isLoading } = useIdToken();
  // The screen says a refusal itself (in the page or its own popup), not the mutation cache.
  const posting = useMutation({ mutationFn: post, meta: { failureMessage: () => null } });
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);

  async function signIn() {
    let identity: GoogleIdentity | null;
    try {
      identity = await requestIdentity();
    } catch (error) {
      console.error(error);
      showMessage(i18n._("signIn.googleFailed"));
      return;
    }
    if (identity === null) return;

    setBlockedMessage(null);
    try {
      const reply = await posting.mutateAsync(signInBody(identity));
      if (reply.Status !== "OK") throw new Error(`Sign-in answered Status ${reply.Status}`);
      onAccepted(reply, identity);
    } catch (error) {
      console.error(error);
      if (error instanceof ApiRequestError && error.code === "account_blocked") {
        setBlockedMessage(serverMessageOf(error));
      } else {
        // A refusal the server explains (too many tries, a mismatched email) in its words.
        showMessage(
          error instanceof ApiRequestError && error.status >= 400 && error.status < 500
            ? serverMessageOf(error)
            : rejectedMessage,
        );
      }
    }
  }

  return { signIn, identityDialog, busy: isLoading || posting.isPending, blockedMessage };
}

import { type ReactNode, useState } from "react";
import { usePopupMessage } from "../../components/popup-message";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { type GoogleIdentity, signInBody } from "./google-identity-token";
import { useIdToken } from "./use-id-token";

type GoogleSignInOptions<Reply> = {
  /** The contract path the identity is posted to. */
  path: string;
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
  path,
  rejectedMessage,
  onAccepted,
}: GoogleSignInOptions<Reply>): GoogleSignIn {
  const showMessage = usePopupMessage();
  const { requestIdentity, identityDialog, isLoading } = useIdToken();
  const [posting, setPosting] = useState(false);
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);

  async function signIn() {
    let identity: GoogleIdentity | null;
    try {
      identity = await requestIdentity();
    } catch (error) {
      console.error(error);
      showMessage("Google Sign-In Failed");
      return;
    }
    if (identity === null) return;

    setPosting(true);
    setBlockedMessage(null);
    try {
      const reply = await apiRequest<Reply>(path, {
        audience: "visitor",
        method: "POST",
        body: signInBody(identity),
      });
      if (reply.Status !== "OK") throw new Error(`Sign-in answered Status ${reply.Status}`);
      onAccepted(reply, identity);
    } catch (error) {
      console.error(error);
      if (error instanceof ApiRequestError && error.code === "account_blocked") {
        setBlockedMessage(error.message);
      } else {
        // A refusal the server explains (too many tries, a mismatched email) in its words.
        showMessage(
          error instanceof ApiRequestError && error.status >= 400 && error.status < 500
            ? error.message
            : rejectedMessage,
        );
      }
    } finally {
      setPosting(false);
    }
  }

  return { signIn, identityDialog, busy: isLoading || posting, blockedMessage };
}

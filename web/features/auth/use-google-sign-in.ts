import { type ReactNode, useState } from "react";
import { usePopupMessage } from "../../components/popup-message";
import { apiRequest } from "../../lib/api-client";
import { type GoogleIdentity, signInBody } from "./google-identity-token";
import { useIdToken } from "./use-id-token";

type GoogleSignInOptions<Reply> = {
  /** The contract path the identity is posted to. */
  path: string;
  /** SPEC.md section 8's message for an answer other than Status OK. */
  rejectedMessage: string;
  onAccepted: (reply: Reply, identity: GoogleIdentity) => void;
};

type GoogleSignIn = {
  signIn: () => Promise<void>;
  identityDialog: ReactNode;
  /** True while any request is in flight: the screens show Loading... */
  busy: boolean;
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
      showMessage(rejectedMessage);
    } finally {
      setPosting(false);
    }
  }

  return { signIn, identityDialog, busy: isLoading || posting };
}

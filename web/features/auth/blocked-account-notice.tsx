import { Trans } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { authConfigQuery } from "../../lib/api/sign-in";

/**
 * A blocked account's sign-in, said in the page: the support address comes
 * from the public config (a main-admin setting) as a mail link; until it is read, the
 * server's own sentence, which names the same address, stands in.
 */
export function BlockedAccountNotice({ serverMessage }: { serverMessage: string }) {
  const config = useQuery(authConfigQuery());
  const supportEmail = config.data?.supportEmail;
  return (
    <div className="alert-box auth-blocked" role="alert">
      {supportEmail ? (
        <p>
          <Trans
            id="blocked.body"
            values={{ supportEmail }}
            // The message's <0> content takes the place of these children.
            components={{ 0: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> }}
          />
        </p>
      ) : (
        <p>{serverMessage}</p>
      )}
    </div>
  );
}

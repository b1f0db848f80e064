import { useState } from "react";
import type { IssueResetResponse, ResettableRole } from "../../../contract/passwords";
import { BusyButton } from "../../components/busy-button";
import { useIssuePasswordReset } from "./api";
import { OneTimeSecret } from "./one-time-secret";

/**
 * A one-time password reset link for a user-admin or another main admin: made
 * on request, shown once here, valid for 24 hours; using it ends that account's sessions.
 */
export function ResetLink({
  account,
  name,
}: {
  account: { role: ResettableRole; id: string };
  name: string;
}) {
  const [issued, setIssued] = useState<IssueResetResponse | null>(null);
  const [notice, setNotice] = useState("");
  const issuing = useIssuePasswordReset();

  return (
    <div className="reset-link">
      <BusyButton
        label="Make a password reset link"
        about={`for ${name}`}
        busy={issuing.isPending}
        onClick={() => {
          setNotice("");
          issuing.mutate(account, {
            onSuccess: (made) => {
              setIssued(made);
              setNotice(
                `Made a reset link for ${name}. It is shown only now and works once: send it to them privately.`,
              );
            },
          });
        }}
      />
      <OneTimeSecret
        label="Reset link"
        secret={issued && { value: issued.link, expiresAt: issued.expiresAt }}
        notice={notice}
        onNotice={setNotice}
      />
    </div>
  );
}

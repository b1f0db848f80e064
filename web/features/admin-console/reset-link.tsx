import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { adminPaths } from "../../../contract/api-paths";
import type {
  IssueResetBody,
  IssueResetResponse,
  ResettableRole,
} from "../../../contract/passwords";
import { adminWrite } from "../../components/admin/admin-write";
import { BusyButton } from "../../components/busy-button";
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
  const issuing = useMutation({
    mutationFn: adminWrite<IssueResetResponse, IssueResetBody>("POST", adminPaths.passwordResets),
    onMutate: () => setNotice(""),
    onSuccess: (made) => {
      setIssued(made);
      setNotice(
        `Made a reset link for ${name}. It is shown only now and works once: send it to them privately.`,
      );
    },
  });

  return (
    <div className="reset-link">
      <BusyButton
        label="Make a password reset link"
        about={`for ${name}`}
        busy={issuing.isPending}
        onClick={() => issuing.mutate(account)}
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

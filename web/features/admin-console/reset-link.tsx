import { useLingui } from "@lingui/react";
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
  const { i18n } = useLingui();
  const [issued, setIssued] = useState<IssueResetResponse | null>(null);
  const [notice, setNotice] = useState("");
  const issuing = useIssuePasswordReset();

  return (
    <div className="reset-link">
      <BusyButton
        label={i18n._("admin.resetLink.make")}
        name={i18n._("admin.resetLink.makeFor", { name })}
        busy={issuing.isPending}
        onClick={() => {
          setNotice("");
          issuing.mutate(account, {
            onSuccess: (made) => {
              setIssued(made);
              setNotice(i18n._("admin.resetLink.made", { name }));
            },
          });
        }}
      />
      <OneTimeSecret
        kind="reset"
        secret={issued && { value: issued.link, expiresAt: issued.expiresAt }}
        notice={notice}
        onNotice={setNotice}
      />
    </div>
  );
}

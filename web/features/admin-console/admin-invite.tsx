import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import type { AdminInviteResponse } from "../../../contract/auth";
import { BusyButton } from "../../components/busy-button";
import { useMakeInvite } from "./api";
import { OneTimeSecret } from "./one-time-secret";

/** A single-use code for a new main admin's sign-up, shown once. */
export function InviteAdmin() {
  const { i18n } = useLingui();
  const [invite, setInvite] = useState<AdminInviteResponse | null>(null);
  const [notice, setNotice] = useState("");
  const headingId = useId();
  const making = useMakeInvite();

  function make() {
    if (making.isPending) return;
    setNotice("");
    making.mutate(undefined, {
      onSuccess: (made) => {
        setInvite(made);
        setNotice(i18n._("admin.admins.invite.made"));
      },
    });
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._("admin.admins.invite.heading")}</h2>
      <p>{i18n._("admin.admins.invite.about")}</p>
      <div className="admin-actions">
        <BusyButton
          label={i18n._("admin.admins.invite.make")}
          busy={making.isPending}
          primary
          onClick={make}
        />
      </div>
      <OneTimeSecret
        kind="invite"
        secret={invite && { value: invite.invite, expiresAt: invite.expiresAt }}
        notice={making.isPending ? i18n._("admin.admins.invite.making") : notice}
        onNotice={setNotice}
      />
    </section>
  );
}

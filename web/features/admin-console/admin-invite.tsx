import { useId, useState } from "react";
import type { AdminInviteResponse } from "../../../contract/auth";
import { BusyButton } from "../../components/busy-button";
import { useMakeInvite } from "./api";
import { OneTimeSecret } from "./one-time-secret";

/** A single-use code for a new main admin's sign-up, shown once. */
export function InviteAdmin() {
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
        setNotice("Made an invite code. It is shown only now: copy it.");
      },
    });
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Invite an admin</h2>
      <p>A new main admin signs up at /admin/signup with a code made here. Each code works once.</p>
      <div className="admin-actions">
        <BusyButton label="Make an invite code" busy={making.isPending} primary onClick={make} />
      </div>
      <OneTimeSecret
        label="Invite code"
        secret={invite && { value: invite.invite, expiresAt: invite.expiresAt }}
        notice={making.isPending ? "Making…" : notice}
        onNotice={setNotice}
      />
    </section>
  );
}

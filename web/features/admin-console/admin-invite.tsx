import { useId, useState } from "react";
import { adminPaths } from "../../../contract/api-paths";
import type { AdminInviteResponse } from "../../../contract/auth";
import { BusyButton } from "../../components/busy-button";
import { usePopupMessage } from "../../components/popup-message";
import { apiRequest } from "../../lib/api-client";
import { messageOf } from "../../lib/api-errors";
import { OneTimeSecret } from "./one-time-secret";

/** A single-use code for a new main admin's sign-up, shown once. */
export function InviteAdmin() {
  const showMessage = usePopupMessage();
  const [invite, setInvite] = useState<AdminInviteResponse | null>(null);
  const [making, setMaking] = useState(false);
  const [notice, setNotice] = useState("");
  const headingId = useId();

  async function make() {
    if (making) return;
    setMaking(true);
    setNotice("");
    try {
      const made = await apiRequest<AdminInviteResponse>(adminPaths.invites, {
        audience: "admin",
        method: "POST",
      });
      setInvite(made);
      setNotice("Made an invite code. It is shown only now: copy it.");
    } catch (error) {
      console.error("Making an invite failed", error);
      showMessage(messageOf(error));
    } finally {
      setMaking(false);
    }
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Invite an admin</h2>
      <p>A new main admin signs up at /admin/signup with a code made here. Each code works once.</p>
      <div className="admin-actions">
        <BusyButton label="Make an invite code" busy={making} primary onClick={() => void make()} />
      </div>
      <OneTimeSecret
        label="Invite code"
        secret={invite && { value: invite.invite, expiresAt: invite.expiresAt }}
        notice={making ? "Making…" : notice}
        onNotice={setNotice}
      />
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { DashboardResponse } from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import type { AdminInviteResponse } from "../../../contract/auth";
import { PageTitle } from "../../components/page-title";
import { usePopupMessage } from "../../components/popup-message";
import { ReadView } from "../../components/read-view";
import { apiRequest } from "../../lib/api-client";
import { messageOf } from "../../lib/api-errors";
import { apiQuery } from "../../lib/api-query";
import { paths } from "../../lib/paths";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { removeStored } from "../../lib/storage";
import { formatDateTime } from "./admin-format";
import "../../components/field-shell.css";
import "./admin-parts.css";

/** /admin/home: what needs an admin now, an invite for a new admin, and the real sign-out. */
export function AdminHomeScreen() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await apiRequest(adminPaths.logout, { audience: "admin", method: "POST" });
    } catch (error) {
      // Forgetting the token locally still signs this browser out.
      console.error("Admin logout request failed", error);
    }
    removeStored("token");
    navigate(paths.adminLogin);
  }

  return (
    <section className="screen admin-home">
      <PageTitle title="Admin Home" />
      <h1>Admin Home</h1>
      <Attention />
      <InviteAdmin />
      <button type="button" className="button" onClick={signOut} disabled={signingOut}>
        Sign out
      </button>
    </section>
  );
}

function countLine(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The dashboard: each count links to the screen that deals with it; live by socket. */
function Attention() {
  const dashboard = useQuery(apiQuery<DashboardResponse>(adminPaths.dashboard, "admin"));
  const refresh = () => void dashboard.refetch();
  const headingId = useId();
  useRealtimeMessage("ticket", refresh);
  useRealtimeMessage("game", refresh);
  useResync(refresh);

  return (
    <section className="admin-section attention" aria-labelledby={headingId}>
      <h2 id={headingId}>Needs attention</h2>
      <ReadView read={dashboard} what="the dashboard">
        {(data) => (
          <ul className="attention-list">
            <AttentionItem
              to={paths.adminTicket}
              count={data.pendingTickets}
              text={countLine(data.pendingTickets, "pending ticket", "pending tickets")}
            />
            <AttentionItem
              to={paths.adminAddReward}
              count={data.openPayouts}
              text={countLine(data.openPayouts, "open payout", "open payouts")}
            />
            <AttentionItem
              to={paths.adminRequest}
              count={data.pendingRequests}
              text={countLine(
                data.pendingRequests,
                "pending claim request",
                "pending claim requests",
              )}
            />
            <li>
              <Link
                to={paths.adminStart}
                className="attention-item"
                data-alert={data.game.Status === "off"}
              >
                {data.game.Status === "on"
                  ? "The game is on"
                  : `The game is off (${data.game.text})`}
              </Link>
            </li>
          </ul>
        )}
      </ReadView>
    </section>
  );
}

function AttentionItem({ to, count, text }: { to: string; count: number; text: string }) {
  return (
    <li>
      <Link to={to} className="attention-item" data-alert={count > 0}>
        {text}
      </Link>
    </li>
  );
}

/** A single-use code for a new main admin's sign-up, shown once. */
function InviteAdmin() {
  const showMessage = usePopupMessage();
  const [invite, setInvite] = useState<AdminInviteResponse | null>(null);
  const [making, setMaking] = useState(false);
  const [notice, setNotice] = useState("");
  const codeRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const codeId = useId();

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

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setNotice("Copied the invite code.");
    } catch (error) {
      console.error("Copying the invite failed", error);
      codeRef.current?.select();
      setNotice("Could not copy. The code is selected: copy it by hand.");
    }
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Invite an admin</h2>
      <p>A new main admin signs up at /admin/signup with a code made here. Each code works once.</p>
      <div className="admin-actions">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={making}
          onClick={() => void make()}
        >
          Make an invite code
        </button>
      </div>
      <p className="form-status" role="status">
        {making ? "Making…" : notice}
      </p>
      {invite && (
        <div className="invite-code">
          <div className="field">
            <label htmlFor={codeId}>Invite code</label>
            <input
              ref={codeRef}
              id={codeId}
              readOnly
              value={invite.invite}
              aria-describedby={`${codeId}-expiry`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p id={`${codeId}-expiry`} className="field-hint">
              {`Expires ${formatDateTime(Date.parse(invite.expiresAt))}`}
            </p>
          </div>
          <button type="button" className="button" onClick={() => void copy(invite.invite)}>
            Copy invite code
          </button>
        </div>
      )}
    </section>
  );
}

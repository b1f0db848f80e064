import { useId, useState } from "react";
import type { PlayerAdminView, PlayersResponse } from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import type { StatusOk } from "../../../contract/auth";
import { DetailList } from "../../components/detail-list";
import { usePopupMessage } from "../../components/popup-message";
import { ReadView } from "../../components/read-view";
import { apiRequest } from "../../lib/api-client";
import { isDeadSession, messageOf } from "../../lib/api-errors";
import { useApiResource } from "../../lib/use-api-resource";
import { formatDateTime } from "./admin-format";
import { BusyButton, EmptyState } from "./admin-parts";

const playerStatusLabels: Record<PlayerAdminView["status"], string> = {
  active: "Active",
  blocked: "Blocked",
  deactivated: "Deactivated",
};

/** The players: find by email or name, block and unblock. */
export function Players() {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const players = useApiResource<PlayersResponse>(
    query ? `${adminPaths.players}?${new URLSearchParams({ q: query })}` : adminPaths.players,
    "admin",
  );
  const showMessage = usePopupMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const headingId = useId();
  const searchId = useId();

  async function setBlocked(player: PlayerAdminView, blocked: boolean) {
    if (busy !== null) return;
    setBusy(player.id);
    setNotice("");
    try {
      await apiRequest<StatusOk>(adminPaths.player(player.id), {
        audience: "admin",
        method: "PATCH",
        body: { blocked },
      });
      setNotice(
        blocked
          ? `Blocked ${player.name}. They are signed out and cannot sign in.`
          : `Unblocked ${player.name}. They can sign in again.`,
      );
      players.refresh();
    } catch (error) {
      console.error("Changing the player failed", error);
      if (!isDeadSession(error)) showMessage(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Players</h2>
      <search aria-label="Find players">
        <form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            setNotice("");
            setQuery(search.trim());
          }}
        >
          <div className="field">
            <label htmlFor={searchId}>Email or name</label>
            <input
              id={searchId}
              type="search"
              maxLength={100}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            Find players
          </button>
        </form>
      </search>
      <p className="form-status" role="status">
        {notice}
      </p>
      <ReadView read={players} what="the players">
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>{query ? `No player matches "${query}".` : "No players yet."}</EmptyState>
          ) : (
            <>
              <p className="field-hint">
                {query ? `Players matching "${query}"` : "The newest players"}
              </p>
              <ul className="card-list">
                {data.map((player) => (
                  <PlayerCard
                    key={player.id}
                    player={player}
                    busy={busy === player.id}
                    onSetBlocked={(blocked) => void setBlocked(player, blocked)}
                  />
                ))}
              </ul>
            </>
          )
        }
      </ReadView>
    </section>
  );
}

function PlayerCard({
  player,
  busy,
  onSetBlocked,
}: {
  player: PlayerAdminView;
  busy: boolean;
  onSetBlocked: (blocked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="card person-card" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{player.name || player.username}</h3>
      <p className="status-badge" data-on={player.status === "active"}>
        {playerStatusLabels[player.status]}
      </p>
      <DetailList
        rows={[
          ["Email", player.email || "—"],
          ["Username", player.username],
          ["Joined", formatDateTime(player.createdAt)],
        ]}
      />
      {player.status !== "deactivated" && (
        <BusyButton
          label={player.status === "blocked" ? "Unblock" : "Block"}
          name={`${player.status === "blocked" ? "Unblock" : "Block"} ${player.name || player.username}`}
          busy={busy}
          onClick={() => onSetBlocked(player.status !== "blocked")}
        />
      )}
    </li>
  );
}

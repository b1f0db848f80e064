import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { PlayerAdminView } from "../../../contract/admin-people";
import { playerStatusLabels } from "../../components/admin/admin-format";
import { EntryCard, SearchField } from "../../components/admin/admin-lists";
import { useEntryChange } from "../../components/admin/use-list-change";
import { BusyButton } from "../../components/busy-button";
import { EmptyState } from "../../components/empty-state";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { formatMoment } from "../../lib/day-format";
import { adminPlayerPath } from "../../lib/paths";
import { playersQuery, setPlayerBlocked } from "./api";

/** /admin/players: find a player by email or name, open their support page, block them. */
export function AdminPlayersScreen() {
  return (
    <TitledScreen title="Players" width="wide">
      <Players />
    </TitledScreen>
  );
}

function Players() {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const players = useQuery(playersQuery(query));
  const change = useEntryChange(setPlayerBlocked, players);
  const headingId = useId();
  const searchId = useId();

  function setBlocked(player: PlayerAdminView, blocked: boolean) {
    const done = blocked
      ? `Blocked ${player.name}. They are signed out and cannot sign in.`
      : `Unblocked ${player.name}. They can sign in again.`;
    void change.run(player.id, { blocked }, done);
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Find players
      </h2>
      <search aria-label="Find players">
        <form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            change.setNotice("");
            setQuery(search.trim());
          }}
        >
          <SearchField id={searchId} label="Email or name" value={search} onValue={setSearch} />
          <button type="submit" className="button">
            Find players
          </button>
        </form>
      </search>
      <StatusLine>{change.notice}</StatusLine>
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
                    busy={change.busyId === player.id}
                    onSetBlocked={(blocked) => setBlocked(player, blocked)}
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
  return (
    <EntryCard
      kind="person-card"
      name={<Link to={adminPlayerPath(player.id)}>{player.name || player.username}</Link>}
      on={player.status === "active"}
      status={playerStatusLabels[player.status]}
      details={[
        ["Email", player.email || "—"],
        ["Username", player.username],
        ["Joined", formatMoment(player.createdAt)],
      ]}
    >
      {player.status !== "deactivated" && (
        <BusyButton
          label={player.status === "blocked" ? "Unblock" : "Block"}
          about={player.name || player.username}
          busy={busy}
          onClick={() => onSetBlocked(player.status !== "blocked")}
        />
      )}
    </EntryCard>
  );
}

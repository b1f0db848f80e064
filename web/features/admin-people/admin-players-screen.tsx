import { useLingui } from "@lingui/react";
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
  const { i18n } = useLingui();
  return (
    <TitledScreen title={i18n._("admin.players.title")} width="wide">
      <Players />
    </TitledScreen>
  );
}

function Players() {
  const { i18n } = useLingui();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const players = useQuery(playersQuery(query));
  const change = useEntryChange(setPlayerBlocked, players);
  const headingId = useId();
  const searchId = useId();

  function setBlocked(player: PlayerAdminView, blocked: boolean) {
    const done = blocked
      ? i18n._("admin.players.blocked", { name: player.name })
      : i18n._("admin.players.unblocked", { name: player.name });
    void change.run(player.id, { blocked }, done);
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {i18n._("admin.players.find")}
      </h2>
      <search aria-label={i18n._("admin.players.find")}>
        <form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            change.setNotice("");
            setQuery(search.trim());
          }}
        >
          <SearchField
            id={searchId}
            label={i18n._("admin.players.search")}
            value={search}
            onValue={setSearch}
          />
          <button type="submit" className="button">
            {i18n._("admin.players.find")}
          </button>
        </form>
      </search>
      <StatusLine>{change.notice}</StatusLine>
      <ReadView read={players} what={i18n._("admin.players.readWhat")}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>
              {query ? i18n._("admin.players.noMatch", { query }) : i18n._("admin.players.none")}
            </EmptyState>
          ) : (
            <>
              <p className="field-hint">
                {query
                  ? i18n._("admin.players.matching", { query })
                  : i18n._("admin.players.newest")}
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
  const { i18n } = useLingui();
  return (
    <EntryCard
      kind="person-card"
      name={<Link to={adminPlayerPath(player.id)}>{player.name || player.username}</Link>}
      on={player.status === "active"}
      status={playerStatusLabels[player.status]}
      details={[
        [i18n._("admin.players.card.email"), player.email || "—"],
        [i18n._("admin.players.card.username"), player.username],
        [i18n._("admin.players.card.joined"), formatMoment(player.createdAt)],
      ]}
    >
      {player.status !== "deactivated" && (
        <BusyButton
          label={
            player.status === "blocked"
              ? i18n._("admin.players.card.unblock")
              : i18n._("admin.players.card.block")
          }
          about={player.name || player.username}
          busy={busy}
          onClick={() => onSetBlocked(player.status !== "blocked")}
        />
      )}
    </EntryCard>
  );
}

import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { CartItemView } from "../../../contract/rewards";
import { DetailList } from "../../components/detail-list";
import { TitledScreen } from "../../components/titled-screen";
import { formatDay } from "../../lib/day-format";
import { paths } from "../../lib/paths";
import { useClaimUpdates } from "../../lib/realtime/use-claim-updates";
import { cartHistoryQuery } from "./api";
import { AddedOn } from "./rewards-parts";
import "./rewards.css";
import { ReadView } from "../../components/read-view";

/**
 * The values of the badge's message: the contract types status as a string, and an
 * unknown one is shown as sent, capitalised.
 */
const statusValues = (status: string) => ({
  status,
  sent: status.charAt(0).toUpperCase() + status.slice(1),
});

/**
 * /cart/history: every prize sent for delivery, with where its request stands and, once
 * shipped, the courier's reference. An admin's move shows without a reload: the `claim`
 * message, a socket that (re)opens and the window coming back into focus re-read it.
 */
export function CartHistoryScreen() {
  const { i18n } = useLingui();
  const read = useQuery({
    ...cartHistoryQuery(),
    refetchOnWindowFocus: true,
  });
  const announcement = useClaimUpdates(() => void read.refetch());
  return (
    <TitledScreen title={i18n._("cartHistory.title")} className="rewards-screen">
      <p>
        <Link to={paths.cart}>{i18n._("cartHistory.back")}</Link>
      </p>
      <ReadView read={read} what={i18n._("cartHistory.loadWhat")}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="rewards-empty">{i18n._("cartHistory.empty")}</p>
          ) : (
            <>
              {/* In the list's place, so it is not a second status beside the loading screen's. */}
              <p role="status" className="visually-hidden">
                {announcement}
              </p>
              <ul className="rewards-list">
                {items.map((item) => (
                  <HistoryEntry key={item.id} item={item} />
                ))}
              </ul>
            </>
          )
        }
      </ReadView>
    </TitledScreen>
  );
}

/** What the player knows of the delivery: the size they picked, and how to follow it. */
function deliveryRows(item: CartItemView, i18n: I18n): [string, string][] {
  const rows: [string, string][] = [];
  if (item.size) rows.push([i18n._("cartHistory.size"), item.size]);
  if (item.shippedAt !== null) {
    rows.push([i18n._("cartHistory.shippedOn"), formatDay(item.shippedAt)]);
  }
  if (item.trackingReference) {
    rows.push([i18n._("cartHistory.tracking"), item.trackingReference]);
  }
  return rows;
}

function HistoryEntry({ item }: { item: CartItemView }) {
  const { i18n } = useLingui();
  const rows = deliveryRows(item, i18n);
  return (
    <li className="rewards-card">
      <div className="rewards-card-body">
        <h2 className="rewards-card-title">{item.name}</h2>
        <p className="rewards-price">{i18n._("rewards.stars", { count: item.starPrice })}</p>
        <p className="rewards-meta">
          <AddedOn createdAt={item.createdAt} />
        </p>
        {rows.length > 0 && <DetailList rows={rows} />}
        {item.status === "rejected" && item.reason && (
          <p className="rewards-reason">{i18n._("cartHistory.reason", { reason: item.reason })}</p>
        )}
      </div>
      <p className="rewards-badge" data-status={item.status}>
        <Trans
          id="cartHistory.status"
          values={statusValues(item.status)}
          components={{ 0: <span className="visually-hidden" /> }}
        />
      </p>
    </li>
  );
}

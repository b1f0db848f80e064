import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { CartItemView } from "../../../contract/rewards";
import { DetailList } from "../../components/detail-list";
import { TitledScreen } from "../../components/titled-screen";
import { formatDay } from "../../lib/day-format";
import { paths } from "../../lib/paths";
import { useClaimUpdates } from "../../lib/realtime/use-claim-updates";
import { cartHistoryQuery } from "./api";
import { countOf } from "./rewards-format";
import "./rewards.css";
import { ReadView } from "../../components/read-view";

const TITLE = "Cart History";

const statusLabels: Record<string, string> = {
  requested: "Requested",
  shipped: "Shipped",
  fulfilled: "Delivered",
  rejected: "Rejected",
};

/** The contract types status as a string; an unknown one is shown as sent, capitalised. */
function statusLabel(status: string): string {
  return statusLabels[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * /cart/history: every prize sent for delivery, with where its request stands and, once
 * shipped, the courier's reference. An admin's move shows without a reload: the `claim`
 * message, a socket that (re)opens and the window coming back into focus re-read it.
 */
export function CartHistoryScreen() {
  const read = useQuery({
    ...cartHistoryQuery(),
    refetchOnWindowFocus: true,
  });
  const announcement = useClaimUpdates(() => void read.refetch());
  return (
    <TitledScreen title={TITLE} className="rewards-screen">
      <p>
        <Link to={paths.cart}>Back to cart</Link>
      </p>
      <ReadView read={read} what="your cart history">
        {({ items }) =>
          items.length === 0 ? (
            <p className="rewards-empty">
              You have not requested any prizes yet. Add prizes to your cart and request delivery
              there.
            </p>
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
function deliveryRows(item: CartItemView): [string, string][] {
  const rows: [string, string][] = [];
  if (item.size) rows.push(["Size", item.size]);
  if (item.shippedAt !== null) rows.push(["Shipped on", formatDay(item.shippedAt)]);
  if (item.trackingReference) rows.push(["Tracking reference", item.trackingReference]);
  return rows;
}

function HistoryEntry({ item }: { item: CartItemView }) {
  const rows = deliveryRows(item);
  return (
    <li className="rewards-card">
      <div className="rewards-card-body">
        <h2 className="rewards-card-title">{item.name}</h2>
        <p className="rewards-price">{countOf(item.starPrice, "star")}</p>
        <p className="rewards-meta">
          {"Added on "}
          <time dateTime={new Date(item.createdAt).toISOString()}>{formatDay(item.createdAt)}</time>
        </p>
        {rows.length > 0 && <DetailList rows={rows} />}
        {item.status === "rejected" && item.reason && (
          <p className="rewards-reason">{`Reason: ${item.reason}`}</p>
        )}
      </div>
      <p className="rewards-badge" data-status={item.status}>
        <span className="visually-hidden">Status: </span>
        {statusLabel(item.status)}
      </p>
    </li>
  );
}

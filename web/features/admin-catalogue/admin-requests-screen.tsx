import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type {
  ClaimRequestView,
  ClaimStatus,
  DecideClaimBody,
} from "../../../contract/admin-requests";
import { mobileText } from "../../../contract/delivery";
import { formatCountOf } from "../../components/admin/admin-format";
import { SelectFilter } from "../../components/admin/admin-lists";
import { BusyButton } from "../../components/busy-button";
import { DetailList } from "../../components/detail-list";
import { EmptyState } from "../../components/empty-state";
import { InputField } from "../../components/input-field";
import { ReadView } from "../../components/read-view";
import { ReasonDialog } from "../../components/reason-dialog";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { fieldErrorsOf, messageUnless } from "../../lib/api-errors";
import { formatMoment } from "../../lib/day-format";
import { rupeeText } from "../../lib/money";
import { claimRequestsQuery, useDecideClaim } from "./api";
import "./admin-catalogue.css";

type Action = DecideClaimBody["action"];
type StatusFilter = ClaimStatus | "";

const statusFilters: { value: StatusFilter; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "shipped", label: "Shipped" },
  { value: "fulfilled", label: "Fulfilled" },
  { value: "rejected", label: "Rejected" },
  { value: "", label: "All" },
];

const statusLabels: Record<ClaimStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  shipped: "Shipped",
  fulfilled: "Fulfilled",
  rejected: "Rejected",
};

/**
 * worker/domain/claim-requests.ts: pending → approved → (a prize: shipped →) fulfilled;
 * pending or approved → rejected. Shipping has its own form (the courier's reference).
 */
const buttonsFrom: Record<ClaimStatus, ButtonAction[]> = {
  pending: ["approve", "reject"],
  approved: ["fulfil", "reject"],
  shipped: ["fulfil"],
  fulfilled: [],
  rejected: [],
};
type ButtonAction = Exclude<Action, "ship">;

const actionLabels: Record<ButtonAction, string> = {
  approve: "Approve",
  fulfil: "Fulfil",
  reject: "Reject",
};

const doneWords: Record<Action, string> = {
  approve: "Approved",
  ship: "Shipped",
  fulfil: "Fulfilled",
  reject: "Rejected",
};

/** A reject's reason or a shipment's reference: the server's refusal shows at its field. */
const textRefused = (error: unknown) => {
  const fields = fieldErrorsOf(error);
  return fields.reason ?? fields.trackingReference;
};

/** /admin/request: coupon claims and cart checkouts, moved along by status. */
export function AdminRequestsScreen() {
  const [status, setStatus] = useState<StatusFilter>("pending");
  const requests = useQuery(claimRequestsQuery(status));
  const [rejecting, setRejecting] = useState<ClaimRequestView | null>(null);
  const [notice, setNotice] = useState("");
  const filterId = useId();
  const deciding = useDecideClaim<{ id: string; request: ClaimRequestView; body: DecideClaimBody }>(
    {
      onMutate: () => setNotice(""),
      onSuccess: (_, { request, body }) => {
        setNotice(`${doneWords[body.action]} ${request.item.name} for ${request.player.name}.`);
        setRejecting(null);
      },
      onError: (error) => {
        if (!textRefused(error)) setRejecting(null);
      },
      meta: { failureMessage: messageUnless(textRefused) },
    },
  );
  const busy = deciding.isPending ? deciding.variables.request.id : null;

  /** Returns the server's message for the reason or reference when it refused one, else null. */
  async function decide(request: ClaimRequestView, body: DecideClaimBody): Promise<string | null> {
    if (busy !== null) return null;
    try {
      await deciding.mutateAsync({ id: request.id, request, body });
      return null;
    } catch (error) {
      return textRefused(error) ?? null;
    }
  }

  return (
    <TitledScreen title="Claim Requests" width="wide">
      <SelectFilter
        id={filterId}
        label="Status"
        className="request-filter"
        value={status}
        onValue={(value) => setStatus(value as StatusFilter)}
        options={statusFilters}
      />
      <StatusLine>{notice}</StatusLine>
      <ReadView read={requests} what="the requests">
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>
              {status ? `No ${statusLabels[status].toLowerCase()} requests.` : "No requests yet."}
            </EmptyState>
          ) : (
            <ul className="card-list">
              {data.map((request) => (
                <li key={request.id}>
                  <RequestCard
                    request={request}
                    busy={busy === request.id}
                    onAction={(action) => {
                      if (action === "reject") setRejecting(request);
                      else void decide(request, { action });
                    }}
                    onShip={(trackingReference) =>
                      decide(request, { action: "ship", trackingReference })
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </ReadView>
      {rejecting && (
        <ReasonDialog
          title={`Reject ${rejecting.item.name} for ${rejecting.player.name}`}
          hint="The player sees it"
          submitLabel="Reject"
          busy={busy === rejecting.id}
          formClassName="form"
          check={(reason) => (reason ? undefined : "Say why")}
          onSubmit={(reason) => decide(rejecting, { action: "reject", reason })}
          onCancel={() => setRejecting(null)}
        />
      )}
    </TitledScreen>
  );
}

function priceOf(item: ClaimRequestView["item"]): string {
  if (item.starPrice !== null) return formatCountOf(item.starPrice, "star", "stars");
  if (item.valuePaise !== null) return rupeeText(item.valuePaise);
  return "—";
}

/** The address as a courier's label reads: lines, then city, state and PIN code. */
function addressOf(delivery: NonNullable<ClaimRequestView["delivery"]>): string {
  const lines = [delivery.addressLine1, delivery.addressLine2].filter(Boolean);
  return [...lines, `${delivery.city}, ${delivery.state} ${delivery.pinCode}`].join(", ");
}

function detailsOf(request: ClaimRequestView): [string, string][] {
  const { player, item, delivery } = request;
  const rows: [string, string][] = [
    ["Kind", request.kind === "cart" ? "Prize from the cart" : "Coupon"],
    [item.starPrice !== null ? "Price" : "Value", priceOf(item)],
    ["Player", player.email ? `${player.name} (${player.email})` : player.name],
    ["Requested", formatMoment(request.createdAt)],
  ];
  if (delivery) {
    if (delivery.size) rows.push(["Size", delivery.size]);
    rows.push(
      ["Deliver to", delivery.name],
      ["Phone", mobileText(delivery.phone)],
      ["Address", addressOf(delivery)],
    );
    if (delivery.shippedAt !== null) rows.push(["Shipped", formatMoment(delivery.shippedAt)]);
    if (delivery.trackingReference) rows.push(["Tracking reference", delivery.trackingReference]);
  }
  if (request.decidedAt !== null) rows.push(["Decided", formatMoment(request.decidedAt)]);
  if (request.reason) rows.push(["Reason", request.reason]);
  return rows;
}

function RequestCard({
  request,
  busy,
  onAction,
  onShip,
}: {
  request: ClaimRequestView;
  busy: boolean;
  onAction: (action: ButtonAction) => void;
  /** Resolves to the server's message for the reference when it refused it. */
  onShip: (trackingReference: string) => Promise<string | null>;
}) {
  const id = useId();
  const title = `${request.item.name} for ${request.player.name}`;
  const buttons = buttonsFrom[request.status];
  const shippable = request.status === "approved" && request.kind === "cart";
  return (
    <article className="card request-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="status-badge" data-status={request.status}>
        {statusLabels[request.status]}
      </p>
      <DetailList rows={detailsOf(request)} />
      {shippable && <ShipForm about={title} busy={busy} onShip={onShip} />}
      {buttons.length > 0 && (
        <div className="admin-actions">
          {buttons.map((action) => (
            <BusyButton
              key={action}
              label={actionLabels[action]}
              describedBy={`${id}-title`}
              busy={busy}
              primary={action !== "reject"}
              onClick={() => onAction(action)}
            />
          ))}
        </div>
      )}
    </article>
  );
}

/** Mark shipped: the courier's reference, which the player follows the parcel with. */
function ShipForm({
  about,
  busy,
  onShip,
}: {
  about: string;
  busy: boolean;
  onShip: (trackingReference: string) => Promise<string | null>;
}) {
  const id = useId();
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function ship(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = reference.trim();
    if (!trimmed) {
      setError("Enter the courier's tracking reference");
      return;
    }
    const refused = await onShip(trimmed);
    if (refused) setError(refused);
  }

  return (
    <form className="ship-form" noValidate onSubmit={(event) => void ship(event)}>
      <InputField
        id={`${id}-reference`}
        name="trackingReference"
        label="Tracking reference"
        hint="The courier's reference; the player sees it"
        error={error}
        value={reference}
        maxLength={120}
        autoComplete="off"
        onChange={(event) => {
          setReference(event.target.value);
          setError(undefined);
        }}
      />
      <button
        type="submit"
        className="button button-primary"
        aria-label={`Mark shipped: ${about}`}
        aria-disabled={busy}
      >
        Mark shipped
      </button>
    </form>
  );
}

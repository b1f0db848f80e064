import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type {
  ClaimRequestView,
  ClaimStatus,
  DecideClaimBody,
} from "../../../contract/admin-requests";
import { mobileText } from "../../../contract/delivery";
import { formatCount } from "../../components/admin/admin-format";
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

const claimStatuses: ClaimStatus[] = ["pending", "approved", "shipped", "fulfilled", "rejected"];

const statusText = (i18n: I18n, status: ClaimStatus) => i18n._("admin.requests.status", { status });

const statusFiltersOf = (i18n: I18n): { value: StatusFilter; label: string }[] => [
  ...claimStatuses.map((status) => ({ value: status, label: statusText(i18n, status) })),
  { value: "", label: i18n._("admin.requests.filter.all") },
];

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

/** A reject's reason or a shipment's reference: the server's refusal shows at its field. */
const textRefused = (error: unknown) => {
  const fields = fieldErrorsOf(error);
  return fields.reason ?? fields.trackingReference;
};

/** /admin/request: coupon claims and cart checkouts, moved along by status. */
export function AdminRequestsScreen() {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<StatusFilter>("pending");
  const requests = useQuery(claimRequestsQuery(status));
  const [rejecting, setRejecting] = useState<ClaimRequestView | null>(null);
  const [notice, setNotice] = useState("");
  const filterId = useId();
  const deciding = useDecideClaim<{ id: string; request: ClaimRequestView; body: DecideClaimBody }>(
    {
      onMutate: () => setNotice(""),
      onSuccess: (_, { request, body }) => {
        setNotice(
          i18n._("admin.requests.done", {
            action: body.action,
            item: request.item.name,
            player: request.player.name,
          }),
        );
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
    <TitledScreen title={i18n._("admin.requests.title")} width="wide">
      <SelectFilter
        id={filterId}
        label={i18n._("admin.requests.filter")}
        className="request-filter"
        value={status}
        onValue={(value) => setStatus(value as StatusFilter)}
        options={statusFiltersOf(i18n)}
      />
      <StatusLine>{notice}</StatusLine>
      <ReadView read={requests} what={i18n._("admin.requests.readWhat")}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>
              {status
                ? i18n._("admin.requests.emptyOf", { status })
                : i18n._("admin.requests.empty")}
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
          title={i18n._("admin.requests.reject.title", {
            item: rejecting.item.name,
            player: rejecting.player.name,
          })}
          hint={i18n._("admin.requests.reject.hint")}
          submitLabel={i18n._("admin.requests.action", { action: "reject" })}
          busy={busy === rejecting.id}
          formClassName="form"
          check={(reason) => (reason ? undefined : i18n._("admin.requests.reject.missing"))}
          onSubmit={(reason) => decide(rejecting, { action: "reject", reason })}
          onCancel={() => setRejecting(null)}
        />
      )}
    </TitledScreen>
  );
}

function priceOf(i18n: I18n, item: ClaimRequestView["item"]): string {
  if (item.starPrice !== null) {
    const count = item.starPrice;
    return i18n._("admin.prizes.detail.priceValue", { count, shown: formatCount(count) });
  }
  if (item.valuePaise !== null) return rupeeText(item.valuePaise);
  return "—";
}

/** The address as a courier's label reads: lines, then city, state and PIN code. */
function addressOf(delivery: NonNullable<ClaimRequestView["delivery"]>): string {
  const lines = [delivery.addressLine1, delivery.addressLine2].filter(Boolean);
  return [...lines, `${delivery.city}, ${delivery.state} ${delivery.pinCode}`].join(", ");
}

function detailsOf(i18n: I18n, request: ClaimRequestView): [string, string][] {
  const { player, item, delivery } = request;
  const label = (part: string) => i18n._("admin.requests.detail", { part });
  const rows: [string, string][] = [
    [label("kind"), i18n._("admin.requests.kind", { kind: request.kind })],
    [label(item.starPrice !== null ? "price" : "value"), priceOf(i18n, item)],
    [
      label("player"),
      player.email
        ? i18n._("admin.requests.playerWithEmail", { name: player.name, email: player.email })
        : player.name,
    ],
    [label("requested"), formatMoment(request.createdAt)],
  ];
  if (delivery) {
    if (delivery.size) rows.push([label("size"), delivery.size]);
    rows.push(
      [label("deliverTo"), delivery.name],
      [label("phone"), mobileText(delivery.phone)],
      [label("address"), addressOf(delivery)],
    );
    if (delivery.shippedAt !== null) {
      rows.push([label("shipped"), formatMoment(delivery.shippedAt)]);
    }
    if (delivery.trackingReference) {
      rows.push([label("trackingReference"), delivery.trackingReference]);
    }
  }
  if (request.decidedAt !== null) rows.push([label("decided"), formatMoment(request.decidedAt)]);
  if (request.reason) rows.push([label("reason"), request.reason]);
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
  const { i18n } = useLingui();
  const id = useId();
  const title = i18n._("admin.requests.card.title", {
    item: request.item.name,
    player: request.player.name,
  });
  const buttons = buttonsFrom[request.status];
  const shippable = request.status === "approved" && request.kind === "cart";
  return (
    <article className="card request-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="status-badge" data-status={request.status}>
        {statusText(i18n, request.status)}
      </p>
      <DetailList rows={detailsOf(i18n, request)} />
      {shippable && <ShipForm about={title} busy={busy} onShip={onShip} />}
      {buttons.length > 0 && (
        <div className="admin-actions">
          {buttons.map((action) => (
            <BusyButton
              key={action}
              label={i18n._("admin.requests.action", { action })}
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
  const { i18n } = useLingui();
  const id = useId();
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function ship(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = reference.trim();
    if (!trimmed) {
      setError(i18n._("admin.requests.ship.missing"));
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
        label={i18n._("admin.requests.detail", { part: "trackingReference" })}
        hint={i18n._("admin.requests.ship.hint")}
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
        aria-label={i18n._("admin.requests.ship.about", { about })}
        aria-disabled={busy}
      >
        {i18n._("admin.requests.ship.submit")}
      </button>
    </form>
  );
}

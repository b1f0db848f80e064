import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type {
  ClaimRequestsResponse,
  ClaimRequestView,
  ClaimStatus,
  DecideClaimBody,
  DecideClaimResponse,
} from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import { DetailList } from "../../components/detail-list";
import { FieldShell } from "../../components/field-shell";
import { ModalDialog } from "../../components/modal-dialog";
import { PageTitle } from "../../components/page-title";
import { ReadView } from "../../components/read-view";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { fieldErrorsOf, messageUnless } from "../../lib/api-errors";
import { apiQuery } from "../../lib/api-query";
import { formatPaise } from "../../lib/money";
import { formatCount, formatDateTime } from "./admin-format";
import { EmptyState } from "./admin-parts";

type Action = DecideClaimBody["action"];
type StatusFilter = ClaimStatus | "";

const statusFilters: { value: StatusFilter; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "fulfilled", label: "Fulfilled" },
  { value: "rejected", label: "Rejected" },
  { value: "", label: "All" },
];

const statusLabels: Record<ClaimStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  fulfilled: "Fulfilled",
  rejected: "Rejected",
};

/** worker/domain/claim-requests.ts: pending → approved → fulfilled; pending or approved → rejected. */
const actionsFrom: Record<ClaimStatus, Action[]> = {
  pending: ["approve", "reject"],
  approved: ["fulfil", "reject"],
  fulfilled: [],
  rejected: [],
};

const actionLabels: Record<Action, string> = {
  approve: "Approve",
  fulfil: "Fulfil",
  reject: "Reject",
};

const doneWords: Record<Action, string> = {
  approve: "Approved",
  fulfil: "Fulfilled",
  reject: "Rejected",
};

const REASON_MAX = 300;

/** The reject dialog shows the server's refusal of its reason next to the field. */
const reasonRefused = (error: unknown) => fieldErrorsOf(error).reason;

/** /admin/request: coupon claims and cart checkouts, moved along by status. */
export function AdminRequestsScreen() {
  const [status, setStatus] = useState<StatusFilter>("pending");
  const requests = useQuery(
    apiQuery<ClaimRequestsResponse>(adminPaths.claimRequests, "admin", { status }),
  );
  const [rejecting, setRejecting] = useState<ClaimRequestView | null>(null);
  const [notice, setNotice] = useState("");
  const filterId = useId();
  const deciding = useMutation({
    mutationFn: ({ request, body }: { request: ClaimRequestView; body: DecideClaimBody }) =>
      apiRequest<DecideClaimResponse>(adminPaths.claimRequest(request.id), {
        audience: "admin",
        method: "POST",
        body,
      }),
    onMutate: () => setNotice(""),
    onSuccess: (_, { request, body }) => {
      setNotice(`${doneWords[body.action]} ${request.item.name} for ${request.player.name}.`);
      setRejecting(null);
      void requests.refetch();
    },
    onError: (error) => {
      if (reasonRefused(error)) return;
      setRejecting(null);
      // Another admin moved it first: show where it is now.
      if (error instanceof ApiRequestError && error.status === 409) void requests.refetch();
    },
    meta: { failureMessage: messageUnless(reasonRefused) },
  });
  const busy = deciding.isPending ? deciding.variables.request.id : null;

  /** Returns the server's message for the reason field when it refused one, else null. */
  async function decide(request: ClaimRequestView, body: DecideClaimBody): Promise<string | null> {
    if (busy !== null) return null;
    try {
      await deciding.mutateAsync({ request, body });
      return null;
    } catch (error) {
      return reasonRefused(error) ?? null;
    }
  }

  return (
    <section className="screen screen-wide">
      <PageTitle title="Claim Requests" />
      <h1>Claim Requests</h1>
      <div className="field request-filter">
        <label htmlFor={filterId}>Status</label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
        >
          {statusFilters.map((filter) => (
            <option key={filter.label} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
      <p className="form-status" role="status">
        {notice}
      </p>
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
                  />
                </li>
              ))}
            </ul>
          )
        }
      </ReadView>
      {rejecting && (
        <RejectDialog
          request={rejecting}
          busy={busy === rejecting.id}
          onReject={(reason) => decide(rejecting, { action: "reject", reason })}
          onCancel={() => setRejecting(null)}
        />
      )}
    </section>
  );
}

function priceOf(item: ClaimRequestView["item"]): string {
  if (item.starPrice !== null)
    return `${formatCount(item.starPrice)} ${item.starPrice === 1 ? "star" : "stars"}`;
  if (item.valuePaise !== null) return formatPaise(item.valuePaise);
  return "—";
}

function detailsOf(request: ClaimRequestView): [string, string][] {
  const { player, item } = request;
  const rows: [string, string][] = [
    ["Kind", request.kind === "cart" ? "Prize from the cart" : "Coupon"],
    [item.starPrice !== null ? "Price" : "Value", priceOf(item)],
    ["Player", player.email ? `${player.name} (${player.email})` : player.name],
    ["Requested", formatDateTime(request.createdAt)],
  ];
  if (request.decidedAt !== null) rows.push(["Decided", formatDateTime(request.decidedAt)]);
  if (request.reason) rows.push(["Reason", request.reason]);
  return rows;
}

function RequestCard({
  request,
  busy,
  onAction,
}: {
  request: ClaimRequestView;
  busy: boolean;
  onAction: (action: Action) => void;
}) {
  const id = useId();
  const title = `${request.item.name} for ${request.player.name}`;
  return (
    <article className="card request-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="status-badge" data-status={request.status}>
        {statusLabels[request.status]}
      </p>
      <DetailList rows={detailsOf(request)} />
      {actionsFrom[request.status].length > 0 && (
        <div className="admin-actions">
          {actionsFrom[request.status].map((action) => (
            <button
              key={action}
              type="button"
              className={action === "reject" ? "button" : "button button-primary"}
              aria-describedby={`${id}-title`}
              aria-disabled={busy}
              onClick={() => {
                if (!busy) onAction(action);
              }}
            >
              {actionLabels[action]}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}

function RejectDialog({
  request,
  busy,
  onReject,
  onCancel,
}: {
  request: ClaimRequestView;
  busy: boolean;
  onReject: (reason: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const titleId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setError("Say why");
      return;
    }
    const refused = await onReject(reason.trim());
    if (refused) setError(refused);
  }

  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{`Reject ${request.item.name} for ${request.player.name}`}</h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FieldShell
          id={fieldId}
          name="reason"
          label="Reason"
          hint="The player sees it"
          error={error}
        >
          {(aria) => (
            <textarea
              {...aria}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FieldShell>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" aria-disabled={busy}>
            Reject
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

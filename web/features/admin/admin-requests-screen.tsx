import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type {
  ClaimRequestsResponse,
  ClaimRequestView,
  ClaimStatus,
  DecideClaimBody,
  DecideClaimResponse,
} from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import { BusyButton } from "../../components/busy-button";
import { DetailList } from "../../components/detail-list";
import { EmptyState } from "../../components/empty-state";
import { ReadView } from "../../components/read-view";
import { ReasonDialog } from "../../components/reason-dialog";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { fieldErrorsOf, messageUnless } from "../../lib/api-errors";
import { apiQuery } from "../../lib/api-query";
import { formatMoment } from "../../lib/day-format";
import { rupeeText } from "../../lib/money";
import { formatCountOf } from "./admin-format";
import { SelectFilter } from "./admin-parts";

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

function detailsOf(request: ClaimRequestView): [string, string][] {
  const { player, item } = request;
  const rows: [string, string][] = [
    ["Kind", request.kind === "cart" ? "Prize from the cart" : "Coupon"],
    [item.starPrice !== null ? "Price" : "Value", priceOf(item)],
    ["Player", player.email ? `${player.name} (${player.email})` : player.name],
    ["Requested", formatMoment(request.createdAt)],
  ];
  if (request.decidedAt !== null) rows.push(["Decided", formatMoment(request.decidedAt)]);
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

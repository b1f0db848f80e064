import type { ContributorsResponse, PlayersResponse } from "../admin-people";
import type { ClaimRequestsResponse, DecideClaimResponse } from "../admin-requests";
import type { AuditResponse } from "../audit";
import type { CreateContributorResponse, StatusOk } from "../auth";
import type {
  AdjustmentResponse,
  PlayerDetailResponse,
  PlayerLedgerResponse,
} from "../player-support";
import { defineRoute, json, schemasFrom } from "../route";

const authSchemas = schemasFrom(() => import("../auth"));
const peopleSchemas = schemasFrom(() => import("../admin-people"));
const supportSchemas = schemasFrom(() => import("../player-support"));
const auditSchemas = schemasFrom(() => import("../audit"));
const requestSchemas = schemasFrom(() => import("../admin-requests"));

/**
 * The people a main admin looks after: user-admins, players and their support page, the
 * audit log and the players' claim requests.
 */
export const adminPeopleRoutes = {
  createContributor: defineRoute({
    method: "POST",
    path: "/admin/contributors",
    caller: "admin",
    body: authSchemas("createContributorBody"),
    reply: json<CreateContributorResponse>(),
  }),
  adminContributors: defineRoute({
    method: "GET",
    path: "/admin/contributors",
    caller: "admin",
    reply: json<ContributorsResponse>(),
  }),
  setContributorDisabled: defineRoute({
    method: "PATCH",
    path: "/admin/contributors/:id",
    caller: "admin",
    body: peopleSchemas("setContributorDisabledBody"),
    reply: json<StatusOk>(),
  }),
  adminPlayers: defineRoute({
    method: "GET",
    path: "/admin/players",
    caller: "admin",
    screen: true,
    query: peopleSchemas("playersQuery"),
    reply: json<PlayersResponse>(),
  }),
  setPlayerBlocked: defineRoute({
    method: "PATCH",
    path: "/admin/players/:id",
    caller: "admin",
    body: peopleSchemas("setPlayerBlockedBody"),
    reply: json<StatusOk>(),
  }),
  /** One player's support page: balances, sign-ins, runs, tickets, payouts, referrals. */
  adminPlayer: defineRoute({
    method: "GET",
    path: "/admin/players/:id",
    caller: "admin",
    screen: true,
    reply: json<PlayerDetailResponse>(),
  }),
  adminPlayerLedger: defineRoute({
    method: "GET",
    path: "/admin/players/:id/ledger",
    caller: "admin",
    query: supportSchemas("playerLedgerQuery"),
    reply: json<PlayerLedgerResponse>(),
  }),
  adminPlayerAdjustment: defineRoute({
    method: "POST",
    path: "/admin/players/:id/adjustments",
    caller: "admin",
    body: supportSchemas("adjustmentBody"),
    reply: json<AdjustmentResponse>(),
  }),
  adminAudit: defineRoute({
    method: "GET",
    path: "/admin/audit",
    caller: "admin",
    screen: true,
    query: auditSchemas("auditQuery"),
    reply: json<AuditResponse>(),
  }),
  claimRequests: defineRoute({
    method: "GET",
    path: "/admin/requests",
    caller: "admin",
    query: requestSchemas("claimRequestsQuery"),
    reply: json<ClaimRequestsResponse>(),
  }),
  decideClaimRequest: defineRoute({
    method: "POST",
    path: "/admin/requests/:id",
    caller: "admin",
    body: requestSchemas("decideClaimBody"),
    reply: json<DecideClaimResponse>(),
  }),
};

import type * as adminPeople from "../admin-people";
import type * as adminRequests from "../admin-requests";
import type * as audit from "../audit";
import type * as auth from "../auth";
import type * as playerSupport from "../player-support";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/**
 * The people a main admin looks after: user-admins, players and their support page, the
 * audit log and the players' claim requests.
 */
export const adminPeopleRoutes = {
  createContributor: defineRoute({
    method: "POST",
    path: "/admin/contributors",
    caller: "admin",
    body: schemas.auth("createContributorBody"),
    reply: json<auth.CreateContributorResponse>(),
  }),
  adminContributors: defineRoute({
    method: "GET",
    path: "/admin/contributors",
    caller: "admin",
    reply: json<adminPeople.ContributorsResponse>(),
  }),
  setContributorDisabled: defineRoute({
    method: "PATCH",
    path: "/admin/contributors/:id",
    caller: "admin",
    body: schemas.adminPeople("setContributorDisabledBody"),
    reply: json<auth.StatusOk>(),
  }),
  adminPlayers: defineRoute({
    method: "GET",
    path: "/admin/players",
    caller: "admin",
    screen: true,
    query: schemas.adminPeople("playersQuery"),
    reply: json<adminPeople.PlayersResponse>(),
  }),
  setPlayerBlocked: defineRoute({
    method: "PATCH",
    path: "/admin/players/:id",
    caller: "admin",
    body: schemas.adminPeople("setPlayerBlockedBody"),
    reply: json<auth.StatusOk>(),
  }),
  /** One player's support page: balances, sign-ins, runs, tickets, payouts, referrals. */
  adminPlayer: defineRoute({
    method: "GET",
    path: "/admin/players/:id",
    caller: "admin",
    screen: true,
    reply: json<playerSupport.PlayerDetailResponse>(),
  }),
  adminPlayerLedger: defineRoute({
    method: "GET",
    path: "/admin/players/:id/ledger",
    caller: "admin",
    query: schemas.playerSupport("playerLedgerQuery"),
    reply: json<playerSupport.PlayerLedgerResponse>(),
  }),
  adminPlayerAdjustment: defineRoute({
    method: "POST",
    path: "/admin/players/:id/adjustments",
    caller: "admin",
    body: schemas.playerSupport("adjustmentBody"),
    reply: json<playerSupport.AdjustmentResponse>(),
  }),
  adminAudit: defineRoute({
    method: "GET",
    path: "/admin/audit",
    caller: "admin",
    screen: true,
    query: schemas.audit("auditQuery"),
    reply: json<audit.AuditResponse>(),
  }),
  claimRequests: defineRoute({
    method: "GET",
    path: "/admin/requests",
    caller: "admin",
    query: schemas.adminRequests("claimRequestsQuery"),
    reply: json<adminRequests.ClaimRequestsResponse>(),
  }),
  decideClaimRequest: defineRoute({
    method: "POST",
    path: "/admin/requests/:id",
    caller: "admin",
    body: schemas.adminRequests("decideClaimBody"),
    reply: json<adminRequests.DecideClaimResponse>(),
  }),
};

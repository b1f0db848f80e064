import type { ClaimRequestView, ClaimStatus } from "../../contract/admin-requests";
import { adminPeopleRoutes } from "../../contract/routes/admin-people";
import {
  decideClaimRequest,
  listClaimRequests,
  readClaimRequest,
} from "../data/catalogue/claim-requests";
import { CLAIM_TRANSITIONS, type ClaimKind, judgeClaimAction } from "../domain/claim-requests";
import { actingAdmin } from "../http/auth";
import { conflict, notFound } from "../http/errors";
import { idParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";
import { notifyPlayer } from "../realtime/notify";

const toClaimRequestView = ({
  request,
  player,
  prize,
  coupon,
  delivery,
}: Awaited<ReturnType<typeof listClaimRequests>>[number]): ClaimRequestView => ({
  id: request.id,
  kind: request.kind as ClaimRequestView["kind"],
  status: request.status as ClaimStatus,
  reason: request.reason,
  createdAt: request.createdAt,
  decidedAt: request.decidedAt,
  player: { id: player.id, name: player.name, email: player.email ?? "" },
  item: {
    name: prize?.name ?? coupon?.name ?? "Game coupon",
    starPrice: prize?.starPrice ?? null,
    valuePaise: coupon?.valuePaise ?? null,
    imageUrl: prize?.imageUrl ?? null,
  },
  delivery: delivery && {
    name: delivery.name,
    phone: delivery.phone,
    addressLine1: delivery.addressLine1,
    addressLine2: delivery.addressLine2,
    city: delivery.city,
    state: delivery.state,
    pinCode: delivery.pinCode,
    size: delivery.size,
    trackingReference: delivery.trackingReference,
    shippedAt: delivery.shippedAt,
  },
});

/**
 * Coupon claims and cart checkouts awaiting an admin (SPEC.md /admin/request), with each
 * prize's delivery. The player hears every move on their socket (`claim`).
 */
export const adminRequestRoutes = routerOf([
  handle(adminPeopleRoutes.claimRequests, async (c) => {
    const rows = await listClaimRequests(c.var.db, c.req.valid("query").status || undefined);
    return c.json({ data: rows.map(toClaimRequestView) });
  }),
  handle(adminPeopleRoutes.decideClaimRequest, idParam, async (c) => {
    const decision = c.req.valid("json");
    const db = c.var.db;
    const request = await readClaimRequest(db, c.req.valid("param").id);
    if (!request) throw notFound("No such request");
    const verdict = judgeClaimAction(
      request.status as ClaimStatus,
      decision.action,
      request.kind as ClaimKind,
    );
    if (verdict.kind === "refused") throw conflict(verdict.reason);
    const { to } = CLAIM_TRANSITIONS[decision.action];
    if (verdict.kind === "move") {
      const changed = await decideClaimRequest(
        db,
        request,
        {
          action: decision.action,
          reason: decision.action === "reject" ? decision.reason : null,
          trackingReference: decision.action === "ship" ? decision.trackingReference : null,
        },
        actingAdmin(c),
        Date.now(),
      );
      // Lost a race with another admin: the same decision is fine, another one is not.
      const current = changed ? null : await readClaimRequest(db, request.id);
      if (current && current.status !== to) {
        throw conflict(`This request is now ${current.status}`);
      }
      if (changed && to !== "pending") {
        await notifyPlayer(c.env, request.playerId, {
          type: "claim",
          event: to,
          claimId: request.id,
        });
      }
    }
    return c.json({ Status: "OK", status: to });
  }),
]);

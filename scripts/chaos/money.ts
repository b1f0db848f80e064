import { between, pause, type SignedIn, signInPlayer, type World } from "./world";

/**
 * A paying player: confirms their age and state, saves UPI details, then deposits
 * through the sandbox provider (the checkout page's own post settles it) and asks to
 * withdraw part of it, again and again.
 */
export async function payerLoop(world: World, index: number) {
  const payer = await signInPlayer(world, `payer${index}`);
  await world.http.call("PUT /api/account/eligibility", "/api/account/eligibility", {
    ...payer,
    method: "PUT",
    body: { adult: true, region: "MH" },
  });
  await world.http.call("PUT /api/account/upi", "/api/account/upi", {
    ...payer,
    method: "PUT",
    body: { method: "upi", upi: `chaos${world.seed}p${index}@okbank` },
  });
  while (!world.stopping()) {
    await deposit(world, payer, between(world, 20, 60));
    await withdraw(world, payer, between(world, 1, 15));
    await pause(between(world, 500, 2_500));
  }
}

async function deposit(world: World, payer: SignedIn, rupees: number) {
  const ordered = await world.http.call("POST /api/payments/deposit", "/api/payments/deposit", {
    ...payer,
    body: { amount: rupees },
  });
  if (ordered.status !== 201) return;
  const paymentId = ordered.json.paymentId as string;
  world.journal.depositsOrdered.push(paymentId);
  const orderId = decodeURIComponent(
    new URL(ordered.json.checkoutUrl as string, "http://x").pathname.split("/").pop() ?? "",
  );
  await world.http.call("POST /api/payments/sandbox/complete", "/api/payments/sandbox/complete", {
    form: { orderId, outcome: "settled" },
  });
  // The /check screen asks until the payment is settled.
  for (let ask = 0; ask < 20 && !world.stopping(); ask++) {
    const status = await world.http.call(
      "GET /api/payments/status",
      `/api/payments/status/${paymentId}`,
      payer,
    );
    if (status.json.status === "settled") {
      world.journal.depositsSettled.push({ paymentId, playerId: payer.user, paise: rupees * 100 });
      return;
    }
    await pause(300);
  }
}

async function withdraw(world: World, payer: SignedIn, rupees: number) {
  const reply = await world.http.call("POST /api/account/withdrawals", "/api/account/withdrawals", {
    ...payer,
    body: { amount: rupees },
  });
  if (reply.status === 201) {
    const payoutId = reply.json.payoutId as string;
    world.journal.withdrawals.push({ payoutId, playerId: payer.user, paise: rupees * 100 });
  }
}

type QueuedPayout = { _id: string; status: string; heldUntil: number | null };
type QueuedTicket = { _id: string; text: string; refundable: boolean };

/**
 * The main admin: decides every waiting payout (Paid once its hold is over, else Reject
 * with a reason), refunds or declines every open ticket, and flips the game switch off
 * for a moment and on again.
 */
export async function adminLoop(world: World) {
  const admin = { token: world.adminToken };
  const decided = new Set<string>();
  while (!world.stopping()) {
    const queue = await world.http.call(
      "GET /admin/get/won/module/reward/with/upi/data",
      "/admin/get/won/module/reward/with/upi/data",
      admin,
    );
    for (const payout of (queue.json.data ?? []) as QueuedPayout[]) {
      if (payout.status !== "requested" || decided.has(payout._id)) continue;
      decided.add(payout._id);
      await decidePayout(world, payout);
    }
    await decideTickets(world);
    if (world.random() < 0.3) await flipSwitch(world, "off");
    await pause(between(world, 500, 1_500));
    if (world.journal.switches.at(-1)?.status === "off") await flipSwitch(world, "on");
  }
  // The run ends with the game on, so the checks compare a state no alarm will change.
  await flipSwitch(world, "on");
}

async function decidePayout(world: World, payout: QueuedPayout) {
  const admin = { token: world.adminToken };
  const payable = payout.heldUntil === null || payout.heldUntil <= Date.now();
  const reply = payable
    ? await world.http.call(
        "DELETE /admin/delet/paid (mark paid)",
        `/admin/delet/paid/after/one/day/data/${payout._id}?reference=UTR${payout._id.slice(0, 8)}`,
        { ...admin, method: "DELETE" },
      )
    : await world.http.call(
        "POST /admin/payouts/:id/reject",
        `/admin/payouts/${payout._id}/reject`,
        {
          ...admin,
          body: { reason: "Chaos run: rejected on purpose" },
        },
      );
  if (reply.status === 200) {
    world.journal.payoutDecisions.push({
      payoutId: payout._id,
      decision: payable ? "paid" : "rejected",
    });
  }
}

async function decideTickets(world: World) {
  const admin = { token: world.adminToken };
  const list = await world.http.call(
    "GET /admin/get/all/tickets/data/admin",
    "/admin/get/all/tickets/data/admin",
    admin,
  );
  for (const ticket of (list.json.data ?? []) as QueuedTicket[]) {
    if (ticket.text !== "pro") continue;
    const refund = ticket.refundable;
    const reply = await world.http.call(
      "POST /admin/refund/data/and/add/to/users",
      "/admin/refund/data/and/add/to/users",
      { ...admin, body: { id: ticket._id, text: refund ? "refund" : "non-refund", ex_seconds: 5 } },
    );
    if (reply.status === 200 && refund) world.journal.ticketRefunds.push(ticket._id);
  }
}

async function flipSwitch(world: World, status: "on" | "off") {
  const reply = await world.http.call(
    "POST /admin/start/game/by/click",
    "/admin/start/game/by/click",
    {
      token: world.adminToken,
      body: status === "off" ? { status, text: "Few Minutes" } : { status },
    },
  );
  if (reply.status === 200) world.journal.switches.push({ status, at: Date.now() });
}

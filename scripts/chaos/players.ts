import { between, pause, type SignedIn, signInPlayer, type World } from "./world";

const CHOICES = ["a", "b", "c", "d"] as const;

/**
 * One player's day, over and over: open /play, start a run, fetch each question and
 * answer it (mostly right, sometimes wrong, now and then too late, now and then leaving
 * mid-run), report a wrong answer as a ticket. A player out of tries signs up afresh (in
 * the soak, support gives them more).
 */
export async function playerLoop(world: World, index: number) {
  let player = await signInPlayer(world, `player${index}`);
  while (!world.stopping()) {
    const started = await startRun(world, player);
    if (started === "no_tries") {
      if (world.addressPool === null) player = await signInPlayer(world, `player${index}`);
      else await giveTries(world, player);
      continue;
    }
    if (started === "wait") {
      await pause(1_000);
      continue;
    }
    await playRun(world, player);
  }
}

/** Support's credit of tries (the admin console's adjustment), for the soak's bounded players. */
async function giveTries(world: World, player: SignedIn) {
  await world.http.call(
    "POST /admin/players/:id/adjustments",
    `/admin/players/${player.user}/adjustments`,
    {
      token: world.adminToken,
      body: {
        account: "tries",
        direction: "credit",
        amount: 100,
        reason: "Chaos soak: more tries",
        key: crypto.randomUUID(),
      },
    },
  );
}

async function startRun(world: World, player: SignedIn): Promise<"started" | "no_tries" | "wait"> {
  await world.http.call("GET /api/run/state", "/api/run/state", player);
  const reply = await world.http.call("POST /api/run/start", "/api/run/start", {
    ...player,
    method: "POST",
  });
  if (reply.status === 200 && reply.json.Status === "OK") {
    world.journal.runsStarted.add(reply.json.runId as string);
    return "started";
  }
  return reply.json.reason === "no_tries" ? "no_tries" : "wait";
}

async function playRun(world: World, player: SignedIn) {
  const questionPath = `/api/get/question/no/by/user/name/${player.user}`;
  while (!world.stopping()) {
    const fetched = await world.http.call("GET /api/get/question", questionPath, player);
    const data = fetched.json.data as
      | { _id: string; Question: string; remainingMs: number }
      | undefined;
    if (fetched.status !== 200 || fetched.json.Status !== "OK" || !data) {
      if (fetched.json.reason === "game_off" || fetched.json.error === "game_paused") {
        await pause(500);
        continue;
      }
      return;
    }
    const dice = world.random();
    if (dice < 0.04) return forfeit(world, player);
    // Now and then the player answers after the clock (plus the allowance) ran out.
    await pause(dice < 0.1 ? data.remainingMs + 2_500 : between(world, 150, 900));
    const right = world.answerKey.get(data.Question);
    const choice = right && world.random() < 0.8 ? right : (CHOICES[between(world, 0, 3)] ?? "a");
    const reply = await world.http.call(
      "POST /api/verify/answer",
      "/api/verify/answer/question/number",
      {
        ...player,
        body: { answer: choice, user: player.user, id: data._id },
      },
    );
    if (reply.status !== 200) continue;
    const status = reply.json.Status as string;
    world.journal.answers.push({
      playerId: player.user,
      attemptId: data._id,
      choice,
      status,
      receipt: reply.json.receipt as string,
      repliedAt: Date.now(),
    });
    if (status === "WRONG" && world.random() < 0.4) await reportTicket(world, player, data._id);
    if (status === "WRONG" || status === "TIME_OUT" || status === "STARS") return;
  }
}

async function forfeit(world: World, player: SignedIn) {
  const reply = await world.http.call(
    "DELETE /api/delete/by/user/id (forfeit)",
    `/api/delete/by/user/id/for/valid/data/${player.user}`,
    { ...player, method: "DELETE" },
  );
  if (typeof reply.json.receipt === "string") {
    world.journal.closingReceipts.push({ attemptId: "", receipt: reply.json.receipt });
  }
}

async function reportTicket(world: World, player: SignedIn, attemptId: string) {
  const reply = await world.http.call("POST /api/tickets", "/api/tickets", {
    ...player,
    body: { id: attemptId, msg: "Timer Problem", exp_sec: 10 },
  });
  if (reply.status === 201)
    world.journal.tickets.push({ ticketId: reply.json.id as string, attemptId });
}

/**
 * Every player leaves /play as the app does, which closes the question each had open (its
 * receipt handed back) after any closing still in an outbox: then no attempt may be open.
 */
export async function leavePlay(world: World) {
  for (const player of world.sessions.values()) await forfeit(world, player);
}

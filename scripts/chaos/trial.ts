import { addressOf, between, pause, signInPlayer, type World } from "./world";

/**
 * The visitor trial and its prize: the admin puts a prize in the pool, a visitor's device
 * answers the trial's question, and when it wins, the visitor signs up and claims it
 * (to a UPI id no one else has: a trial prize goes to one destination once).
 */
/** The prize the admin adds each round; the checks count the pool's entries of this amount. */
export const TRIAL_PRIZE_RUPEES = 5;

export async function trialLoop(world: World) {
  for (let round = 0; !world.stopping(); round++) {
    const added = await world.http.call(
      "POST /admin/add/singel/rewards",
      "/admin/add/singel/rewards",
      { token: world.adminToken, body: { data: TRIAL_PRIZE_RUPEES } },
    );
    if (added.status === 201) world.journal.prizesAdded++;
    const deviceId = `chaos-device-${world.seed}-${round}`;
    const ip = addressOf(world, 36, round);
    const served = await world.http.call(
      "GET /api/get/singel/qst/:deviceId",
      `/api/get/singel/qst/${deviceId}`,
      { ip },
    );
    const question = served.json.data as { qno: string; Questio: string } | undefined;
    if (question) {
      await pause(between(world, 300, 1_500));
      const answer = await world.http.call(
        "POST /api/get/singel/qst/ans",
        "/api/get/singel/qst/ans",
        {
          ip,
          body: {
            ip: deviceId,
            qno: question.qno,
            ans: world.answerKey.get(question.Questio) ?? "a",
          },
        },
      );
      if (answer.json.Status === "CORRECT") await claim(world, deviceId, round);
    }
    await pause(between(world, 3_000, 8_000));
  }
}

async function claim(world: World, deviceId: string, round: number) {
  const visitor = await signInPlayer(world, `visitor${round}`);
  await world.http.call("PUT /api/account/upi", "/api/account/upi", {
    ...visitor,
    method: "PUT",
    body: { method: "upi", upi: `chaos${world.seed}t${round}@okbank` },
  });
  const claimed = await world.http.call("POST /api/trial/claim", "/api/trial/claim", {
    ...visitor,
    body: { deviceId },
  });
  if (claimed.status === 200) {
    world.journal.trialClaims.push({ deviceId, payoutId: claimed.json.payoutId as string });
  }
}

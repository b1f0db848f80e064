import { readActivePlayer, upsertPlayer } from "../../data/people/players";
import { resolveSession, startSession } from "../../identity/sessions";
import { contributorIdOf, poolQuestionOf } from "../admin-fixtures";
import {
  addQuestions,
  call,
  confirmEligibility,
  db,
  signInAdmin,
  signInContributor,
  signInPlayer,
  uniqueEmail,
} from "../harness";
import type { Caller } from "./fuzz-route-table";

/**
 * What the fuzzer acts in: one live session per role, and ids of real rows (a live and a
 * pool question, catalogue entries, another player's review and deposit) so fuzzed ids
 * sometimes name something that exists and the handlers run past their lookups.
 */
type SignedIn = { token: string; subjectId: string; sessionId: string };
type Role = Exclude<Caller, "visitor">;

export type FuzzWorld = {
  sessions: Record<Role, SignedIn>;
  /** Ids of rows that exist; never the fuzzing sessions' own, which must not be blocked. */
  knownIds: string[];
  /** A fresh session after a fuzzed call ended one (a player also gets a fresh account). */
  renew: (role: Role) => Promise<void>;
};

async function signedIn(role: Role, token: string): Promise<SignedIn> {
  const session = await resolveSession(db(), role, token, Date.now());
  if (!session) throw new Error(`no live ${role} session`);
  return { token, subjectId: session.subjectId, sessionId: session.id };
}

async function expectCreated(path: string, token: string, body: unknown): Promise<string> {
  const { status, json, text } = await call(path, { token, body });
  if (status !== 201) throw new Error(`${path} answered ${status}: ${text}`);
  return (json.id ?? json.to ?? json.paymentId) as string;
}

export async function buildFuzzWorld(): Promise<FuzzWorld> {
  const [player, admin, author] = await Promise.all([
    signInPlayer(),
    signInAdmin(),
    signInContributor(),
  ]);
  const sessions: Record<Role, SignedIn> = {
    player: await signedIn("player", player.token),
    admin: await signedIn("admin", admin.token),
    contributor: await signedIn("contributor", author.token),
  };

  // The trial and the play loop need live questions, or they answer "not available"; a
  // deposit and a paid try need the player's age and place (decision 021).
  const liveQuestionIds = [...(await addQuestions(5)), ...(await addQuestions(2, { trial: true }))];
  await confirmEligibility(player);
  const otherPlayer = await signInPlayer();
  await confirmEligibility(otherPlayer);
  const otherAuthor = await signInContributor();
  const paymentId = await expectCreated("/api/payments/deposit", otherPlayer.token, {
    amount: 100,
  });
  const knownIds = [
    ...liveQuestionIds,
    "en",
    otherPlayer.userId,
    otherAuthor.ssid,
    await contributorIdOf(otherAuthor),
    paymentId,
    `sbx_${paymentId}`,
    "fuzz-device-0001",
    await poolQuestionOf(otherAuthor),
    await expectCreated("/api/get/new/post/from/comment", otherPlayer.token, {
      text: "A fine quiz",
      stars: 5,
    }),
    await expectCreated("/admin/catalogue/coupons", admin.token, {
      name: "Fuzz coupon",
      coinPrice: 1,
      valuePaise: 100,
      stock: 5,
    }),
    await expectCreated("/admin/catalogue/prizes", admin.token, {
      name: "Fuzz prize",
      starPrice: 1,
      costPaise: 100,
      stock: 5,
    }),
  ];

  const renew = async (role: Role) => {
    const database = db();
    let subjectId = sessions[role].subjectId;
    // A deactivated player is gone for good: carry on as a new one, made without the
    // sign-in round trips, which would cost more than the fuzzed call.
    if (role === "player" && !(await readActivePlayer(database, subjectId))) {
      const email = uniqueEmail("fuzz");
      const identity = { subject: email, email, name: "Fuzz Player", picture: null };
      subjectId = (await upsertPlayer(database, identity, Date.now())).player.id;
    }
    const started = await startSession(database, role, subjectId, Date.now());
    sessions[role] = { token: started.token, subjectId, sessionId: started.id };
  };

  return { sessions, knownIds, renew };
}

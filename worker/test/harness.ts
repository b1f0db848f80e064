import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { recordSandboxRefund } from "../data/money/deposit-refunds";
import { credit } from "../data/money/ledger";
import { type PayoutDetails, savePayoutDetails } from "../data/money/payout-details";
import { readEligibility } from "../data/people/eligibility";
import { writeRunSettings } from "../data/settings";
import { openDatabase } from "../db/client";
import { admins, contributors, players } from "../db/schema/identity";
import { languages, questions } from "../db/schema/questions";
import type { LedgerAccount, LedgerHolder } from "../domain/ledger";
import { PAYOUT_HOLD_MS } from "../domain/payout-destination";
import { DEFAULT_RUN_SETTINGS, type RunSettings } from "../domain/run-settings";
import { hashPassword } from "../identity/passwords";
import { newId } from "../ids";
import { SandboxProvider } from "../payments/sandbox";

/**
 * Helpers shared by the worker tests: calls go through the Worker's real fetch entry
 * inside workerd, and accounts are made the way the product makes them.
 */
export const db = () => openDatabase(env.DB);

/** The sandbox provider as the Worker makes it, to sign the provider's events in tests. */
export const sandbox = new SandboxProvider(
  env.SANDBOX_WEBHOOK_SECRET,
  "http://quizzy.test",
  (refund) => recordSandboxRefund(db(), refund, Date.now()),
);

let ipCounter = 0;
/** A fresh client IP per call site, so rate limits of one test never leak into another. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

export type CallOptions = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** What the edge tells the Worker about the caller (`request.cf`: city, country). */
  cf?: Record<string, string>;
};

export async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "CF-Connecting-IP": options.ip ?? freshIp(),
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["Content-Type"] ??= "application/json";
  const response = await exports.default.fetch(
    new Request(`http://quizzy.test${path}`, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      redirect: "manual",
      ...(options.cf ? { cf: options.cf } : {}),
    }),
  );
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as Record<string, unknown>, text, response };
}

let emailCounter = 0;
export const uniqueEmail = (prefix = "player") =>
  `${prefix}-${Date.now()}-${++emailCounter}@example.com`;

export async function devIdToken(email: string, name = "Test Player") {
  const { json } = await call(
    `/api/dev/id-token?email=${encodeURIComponent(email)}&name=${encodeURIComponent(name)}`,
  );
  return json.idToken as string;
}

export const signInBody = (email: string, idToken: string, deviceId?: string) => ({
  email,
  name: "Test Player",
  username: email.split("@")[0],
  uid: "uid-1",
  idToken,
  ...(deviceId ? { deviceId } : {}),
});

/**
 * The player sign-in call for `email` through the dev provider, answered as it comes
 * (refusals included); `path` names the sign-up route instead, `deviceId` the device.
 */
export async function postSignIn(
  email: string,
  {
    path = "/api/post/google/auth",
    deviceId,
    ...options
  }: Omit<CallOptions, "body"> & { path?: string; deviceId?: string } = {},
) {
  return call(path, { ...options, body: signInBody(email, await devIdToken(email), deviceId) });
}

/**
 * Signs a player in through the dev provider (a new one unless `email` names an old
 * one), from `deviceId` when given; returns the session token and id.
 */
export async function signInPlayer(email = uniqueEmail(), deviceId?: string) {
  const { json, status } = await postSignIn(email, { deviceId });
  if (status !== 200) throw new Error(`sign-in failed: ${status} ${JSON.stringify(json)}`);
  return { token: json.token as string, userId: json.user as string, email };
}

export type Player = Awaited<ReturnType<typeof signInPlayer>>;

/**
 * The step before paid play (decision 021), as the screens take it: the player confirms
 * being 18 or older and names their state (`PUT /api/account/eligibility`).
 */
export async function confirmEligibility(player: Player, region = "MH") {
  const { status, json } = await call("/api/account/eligibility", {
    method: "PUT",
    token: player.token,
    body: { adult: true, region },
  });
  if (status !== 200) throw new Error(`eligibility failed: ${status} ${JSON.stringify(json)}`);
  return json;
}

/** The same step, taken only by a player who has not taken it yet (one write, not one per deposit). */
export async function ensureEligible(player: Player) {
  if (!(await readEligibility(db(), player.userId))) await confirmEligibility(player);
}

export async function createAdminAccount(email = uniqueEmail("admin"), password = "admin-pass-1") {
  await db()
    .insert(admins)
    .values({
      id: newId(),
      email,
      name: "Test Admin",
      passwordHash: await hashPassword(password),
      createdAt: Date.now(),
    });
  return { email, password };
}

export async function signInAdmin() {
  const account = await createAdminAccount();
  const { json } = await call("/admin/auth/login", { body: account });
  return { ...account, token: json.token as string };
}

export async function createContributorAccount(
  email = uniqueEmail("author"),
  password = "author-pass-1",
) {
  await db()
    .insert(contributors)
    .values({
      id: newId(),
      email,
      name: "Test Author",
      passwordHash: await hashPassword(password),
      createdBy: "test",
      createdAt: Date.now(),
    });
  return { email, password };
}

export async function signInContributor() {
  const account = await createContributorAccount();
  const { json } = await call("/admin/auth/user/login", { body: account });
  return { ...account, token: json.token as string, ssid: json.ssid as string };
}

let questionCounter = 0;
/**
 * Adds live questions to a language; the correct option is always `answer`. `trial`
 * marks them for the visitor trial, which then draws only them and paid runs never serve.
 */
export async function addQuestions(
  count: number,
  options: {
    language?: string;
    answer?: "a" | "b" | "c" | "d";
    imageUrl?: string;
    seconds?: number;
    trial?: boolean;
  } = {},
) {
  const language = options.language ?? "en";
  const now = Date.now();
  await db()
    .insert(languages)
    .values({ id: language, code: language, name: language, createdAt: now })
    .onConflictDoNothing();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `test-q-${++questionCounter}`;
    ids.push(id);
    await db()
      .insert(questions)
      .values({
        id,
        languageId: language,
        text: `Test question ${questionCounter}?`,
        imageUrl: options.imageUrl ?? null,
        optionA: `Alpha ${questionCounter}`,
        optionB: `Bravo ${questionCounter}`,
        optionC: `Charlie ${questionCounter}`,
        optionD: `Delta ${questionCounter}`,
        answer: options.answer ?? "b",
        difficulty: "Easy",
        seconds: options.seconds ?? 20,
        forTrial: options.trial ?? false,
        createdAt: now,
      });
  }
  return ids;
}

export async function setRunSettings(overrides: Partial<RunSettings>) {
  await writeRunSettings(db(), { ...DEFAULT_RUN_SETTINGS, ...overrides }, Date.now());
}

/**
 * Starts a run (or continues the active one) and answers its open question with `choice`
 * (`addQuestions` makes b right); returns the attempt and the verify reply.
 */
export async function answerOpenQuestion(player: Player, choice: "a" | "b" | "c" | "d") {
  await startRun(player);
  const question = await fetchQuestion(player);
  const attemptId = (question.json.data as { _id: string })._id;
  const reply = await sendAnswer(player, attemptId, choice);
  return { attemptId, reply: reply.json };
}

// The play loop's calls as a player's client makes them.

export const startRun = (player: Player) =>
  call("/api/run/start", { method: "POST", token: player.token });

/** The open question of `user`'s run (the player's own unless a test names another). */
export const fetchQuestion = (player: Player, user = player.userId) =>
  call(`/api/get/question/no/by/user/name/${user}`, { token: player.token });

/** Answers attempt `id`; `extra` adds what else a client sends (`seconds`, `Ans`, forgeries). */
export const sendAnswer = (player: Player, id: string, choice: string, extra: object = {}) =>
  call("/api/verify/answer/question/number", {
    token: player.token,
    body: { answer: choice, user: player.userId, id, ...extra },
  });

// The money calls a player makes in many suites.

export const UPI = { method: "upi", upi: "payee@okbank" } as const;

/** Saves the player's payout details: UPI unless `body` says otherwise. */
export const savePlayerDetails = (player: Player, body: object = UPI) =>
  call("/api/account/upi", { method: "PUT", token: player.token, body });

let upiCounter = 0;
/** A UPI id no other payee has: a trial prize goes to one destination once, ever. */
export const uniqueUpi = (prefix = "payee") => ({
  method: "upi",
  upi: `${prefix}${Date.now()}x${++upiCounter}@okbank`,
});
/**
 * Saves the payee's UPI id as if a day and a minute ago, through the product's own
 * writer: payouts to it are not held (decision 023), as for a payee who set their
 * details long before. Tests of the hold itself save details now, through the route.
 */
export async function detailsSavedYesterday(
  payee: LedgerHolder,
  details: PayoutDetails = { method: "upi", upiId: uniqueUpi().upi },
) {
  const yesterday = Date.now() - PAYOUT_HOLD_MS - 60_000;
  await savePayoutDetails(db(), payee, details, yesterday);
}

/** Claims the trial win of `deviceId` for the player. */
export const claimTrial = (player: Player, deviceId: string) =>
  call("/api/trial/claim", { token: player.token, body: { deviceId } });

let grants = 0;

/**
 * Credits the player `amount` of `account` straight through the ledger: test money under a
 * reference no cause names, for suites that do not audit the ledger.
 */
export const grant = (player: Player, account: LedgerAccount, amount: number) =>
  credit(
    db(),
    {
      holder: { kind: "player", id: player.userId },
      account,
      amount,
      reference: `grant-${player.userId}-${++grants}`,
      memo: "test",
    },
    Date.now(),
  );

/** The fields a 400's body names, sorted: what failed validation. */
export const failingFields = (body: Record<string, unknown>) =>
  (body.fields as { path: string }[]).map((field) => field.path).sort();

/** What a deactivated player's row keeps of their identity: nothing that names them. */
export const DEACTIVATED_ROW = {
  email: null,
  googleSubject: null,
  picture: null,
  status: "deactivated",
} as const;

/** The player's own row, as the database holds it now. */
export const playerRow = async (player: Player) =>
  (await db().select().from(players).where(eq(players.id, player.userId)))[0];

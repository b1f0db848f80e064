import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_SUPPORT_EMAIL, SETTING_KEYS } from "../../worker/data/setting-keys";
import { auditLog } from "../../worker/db/schema/audit";
import { couponCatalogue, prizes } from "../../worker/db/schema/catalogue";
import {
  admins,
  contributors,
  playerSignIns,
  players,
  settings,
} from "../../worker/db/schema/identity";
import { rewardPool } from "../../worker/db/schema/money";
import { languages, poolQuestions, questions } from "../../worker/db/schema/questions";
import { ledgerReference } from "../../worker/domain/ledger";
import { devSubjectOf } from "../../worker/identity/dev-subject";
import { hashPassword } from "../../worker/identity/passwords";
import { personKeyOf } from "../../worker/identity/pseudonyms";
import { type SeedQuestion, seedQuestions } from "../seed-questions";
import { seedTrialQuestions } from "../seed-trial-questions";
import { DEMO_COUPONS, DEMO_PRIZES } from "./demo-catalogue";
import { auditWordsDemo, prizeDeliveryDemo } from "./seed-delivery";
import { playerMovement } from "./seed-ledger";
import { paidPlayDemo } from "./seed-paid-play";
import { HELD_PAYOUT_PLAYER_EMAIL, payoutSafetyDemo } from "./seed-payout-safety";
import { PAST_RUNS_PLAYER, pastRunsDemo } from "./seed-runs";
import { SHOW_WINNERS, showsDemo } from "./seed-shows";
import { sqlBuilder, toSqlStatement } from "./sql-file";
import { executeSqlFile } from "./wrangler";

/**
 * Seeds the local database with demo data. Every row has a fixed id and is inserted with
 * ON CONFLICT DO NOTHING, so running it again (every `npm start`) duplicates nothing.
 */
export const demoAccounts = {
  admin: { email: "admin@quiz.local", password: "admin-pass-123", name: "Demo Admin" },
  contributor: { email: "author@quiz.local", password: "author-pass-123", name: "Demo Author" },
  /** Dev sign-in with this email: refused, with the support address. */
  blockedPlayer: { email: "blocked.demo@example.com" },
  /**
   * Dev sign-in with this email: told a new account was opened, and offered no
   * first-deposit bonus, since the earlier account had it (decision 021).
   */
  returningPlayer: { email: "returning.demo@example.com" },
  /** Dev sign-in with this email: a withdrawal held after a change of payout details. */
  heldPayoutPlayer: { email: HELD_PAYOUT_PLAYER_EMAIL },
  /** Dev sign-in with this email: past runs on /runs. */
  pastRunsPlayer: PAST_RUNS_PLAYER,
  /**
   * Dev sign-in: confirmed 18 or older, in Maharashtra, so /payment takes a deposit at once;
   * reads the app in Hindi (his saved `uiLanguage`), so signing in turns the app to Hindi.
   */
  eligiblePlayer: { email: "eligible.demo@example.com" },
  /** Dev sign-in: confirmed, in Tamil Nadu, where the demo has paid play off: free tries only. */
  closedRegionPlayer: { email: "tamilnadu.demo@example.com" },
  /** Dev sign-in: won a share of the demo's ended live show, in the Bank as cash. */
  showWinner: { email: SHOW_WINNERS[0].email },
};

const SEEDED_AT = Date.UTC(2026, 0, 1);
const TSHIRT = DEMO_PRIZES.find((prize) => prize.id === "seed-prize-tshirt")!;
const HOUR = 60 * 60 * 1000;

/** The demo reward pool: a trial winner draws the oldest, so ₹10 first, ₹100 last. */
const DEMO_TRIAL_PRIZES_RUPEES = [10, 20, 50, 100];

/** A seed question as a row of the live bank; `forTrial`: the visitor trial's set. */
const liveQuestionRow = (question: SeedQuestion, forTrial: boolean) => ({
  id: `seed-${question.id}`,
  languageId: question.language,
  text: question.text,
  imageUrl: question.image ?? null,
  optionA: question.options[0],
  optionB: question.options[1],
  optionC: question.options[2],
  optionD: question.options[3],
  answer: question.answer,
  difficulty: question.difficulty,
  seconds: question.seconds,
  forTrial,
  createdBy: "seed-admin",
  createdAt: SEEDED_AT,
});

async function seedStatements(): Promise<string[]> {
  const rows = [
    sqlBuilder
      .insert(languages)
      .values([
        { id: "en", code: "en", name: "English", createdAt: SEEDED_AT },
        { id: "hi", code: "hi", name: "Hindi", createdAt: SEEDED_AT },
        // Not ready: 2 questions where a run needs 10, so it stays off (decision 025).
        { id: "ta", code: "ta", name: "Tamil", enabled: false, createdAt: SEEDED_AT },
      ])
      .onConflictDoNothing(),
    sqlBuilder
      .insert(admins)
      .values({
        id: "seed-admin",
        email: demoAccounts.admin.email,
        name: demoAccounts.admin.name,
        passwordHash: await hashPassword(demoAccounts.admin.password),
        createdAt: SEEDED_AT,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(contributors)
      .values({
        id: "seed-author",
        email: demoAccounts.contributor.email,
        name: demoAccounts.contributor.name,
        passwordHash: await hashPassword(demoAccounts.contributor.password),
        createdBy: "seed-admin",
        createdAt: SEEDED_AT,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(questions)
      .values([
        ...seedQuestions.map((question) => liveQuestionRow(question, false)),
        ...seedTrialQuestions.map((question) => liveQuestionRow(question, true)),
      ])
      .onConflictDoNothing(),
    sqlBuilder
      .insert(couponCatalogue)
      .values(DEMO_COUPONS.map((coupon) => ({ ...coupon, createdAt: SEEDED_AT })))
      .onConflictDoNothing(),
    sqlBuilder
      .insert(prizes)
      .values(DEMO_PRIZES.map((prize) => ({ ...prize, createdAt: SEEDED_AT })))
      .onConflictDoNothing(),
    // A fresh install's visitor can win the trial; production seeds no prizes.
    sqlBuilder
      .insert(rewardPool)
      .values(
        DEMO_TRIAL_PRIZES_RUPEES.map((rupees) => ({
          id: `seed-reward-${String(rupees).padStart(3, "0")}`,
          amountPaise: rupees * 100,
          createdBy: "seed-admin",
          createdAt: SEEDED_AT,
        })),
      )
      .onConflictDoNothing(),
    ...supportDemo(),
    ...prizeDeliveryDemo(SEEDED_AT, TSHIRT),
    ...auditWordsDemo(SEEDED_AT, "seed-prize-tshirt"),
    ...(await signInDemo()),
    // After signInDemo: the refunded deposit belongs to its deactivated player.
    ...(await payoutSafetyDemo(Date.now())),
    ...(await pastRunsDemo()),
    ...(await paidPlayDemo(demoAccounts, SEEDED_AT)),
    // After the questions: the coming show holds three of them.
    ...(await showsDemo(Date.now())),
    sqlBuilder
      .insert(settings)
      .values({ key: "seed.version", value: "1", updatedAt: SEEDED_AT })
      .onConflictDoNothing(),
  ];
  return rows.map(toSqlStatement);
}

/**
 * The sign-in messages on demo data: a blocked player and a deactivated one whose
 * Google identity the dev sign-in presents for their emails, and the support address the
 * blocked one is told to write to (a main admin changes it on /admin/coins).
 */
async function signInDemo() {
  const blockedSubject = await devSubjectOf(demoAccounts.blockedPlayer.email);
  const returningSubject = await devSubjectOf(demoAccounts.returningPlayer.email);
  return [
    sqlBuilder
      .insert(players)
      .values([
        {
          id: "seed-blocked-player",
          googleSubject: blockedSubject,
          personKey: await personKeyOf(blockedSubject),
          email: demoAccounts.blockedPlayer.email,
          name: "Blocked (demo)",
          username: "blocked.demo",
          referralCode: "DEMO0002",
          status: "blocked",
          createdAt: SEEDED_AT,
        },
        {
          id: "seed-deactivated-player",
          googleSubject: null,
          personKey: await personKeyOf(returningSubject),
          email: null,
          name: "Deactivated player",
          username: "",
          referralCode: "DEMO0003",
          status: "deactivated",
          createdAt: SEEDED_AT,
          deactivatedAt: SEEDED_AT + HOUR,
        },
      ])
      .onConflictDoNothing(),
    sqlBuilder
      .insert(settings)
      .values({
        key: SETTING_KEYS.supportEmail,
        value: JSON.stringify(DEFAULT_SUPPORT_EMAIL),
        updatedAt: SEEDED_AT,
      })
      .onConflictDoNothing(),
  ];
}

const DEMO_ADJUSTMENT = ledgerReference.supportAdjustment("seed-welcome-tries");

/**
 * The console on demo data: a player with sign-ins located at the edge (one the
 * edge could not place), a support adjustment in their history and in the audit log (as
 * the ledger check expects, with the balance before and after), and a contributed
 * question that reads like a live one, so selecting it into English meets the
 * near-duplicate check.
 */
function supportDemo() {
  return [
    sqlBuilder
      .insert(players)
      .values({
        id: "seed-player",
        email: "asha.demo@example.com",
        name: "Asha (demo)",
        username: "asha.demo",
        referralCode: "DEMO0001",
        createdAt: SEEDED_AT,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(playerSignIns)
      .values([
        {
          id: "seed-sign-in-1",
          playerId: "seed-player",
          city: "Pune",
          country: "IN",
          signedInAt: SEEDED_AT + HOUR,
        },
        {
          id: "seed-sign-in-2",
          playerId: "seed-player",
          city: "Bengaluru",
          country: "IN",
          signedInAt: SEEDED_AT + 2 * HOUR,
        },
        {
          id: "seed-sign-in-3",
          playerId: "seed-player",
          city: null,
          country: null,
          signedInAt: SEEDED_AT + 3 * HOUR,
        },
      ])
      .onConflictDoNothing(),
    // The two rows a support adjustment commits together (data/people/player-support.ts).
    playerMovement(
      "seed-player",
      {
        account: "tries",
        amount: 2,
        reference: DEMO_ADJUSTMENT,
        memo: "Adjusted by support: Welcome tries for the demo",
      },
      SEEDED_AT + 4 * HOUR,
    ),
    sqlBuilder
      .insert(auditLog)
      .values({
        id: "seed-audit-adjustment",
        actorRole: "admin",
        actorId: "seed-admin",
        action: "support-adjustment",
        subjectKind: "player",
        subjectId: "seed-player",
        summary: "Credited 2 tries: Welcome tries for the demo",
        before: JSON.stringify({ tries: 0 }),
        after: JSON.stringify({ tries: 2 }),
        reference: DEMO_ADJUSTMENT,
        createdAt: SEEDED_AT + 4 * HOUR,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(poolQuestions)
      .values({
        id: "seed-pool-week",
        contributorId: "seed-author",
        number: 1,
        // Reads like the live "How many days are there in a week?": case and punctuation only.
        text: "how many days are there in a week",
        optionA: "Five",
        optionB: "Six",
        optionC: "Seven",
        optionD: "Eight",
        answer: "c",
        difficulty: "Too Easy",
        seconds: 15,
        languageId: "en",
        createdAt: SEEDED_AT,
      })
      .onConflictDoNothing(),
  ];
}

export async function seedLocalDatabase(): Promise<void> {
  const dir = join(".wrangler", "tmp");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "seed.sql");
  writeFileSync(file, `${(await seedStatements()).join("\n")}\n`);
  await executeSqlFile(file);
}

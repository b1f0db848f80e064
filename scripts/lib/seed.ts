import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { couponCatalogue, prizes } from "../../worker/db/schema/catalogue";
import { admins, contributors, settings } from "../../worker/db/schema/identity";
import { rewardPool } from "../../worker/db/schema/money";
import { languages, questions } from "../../worker/db/schema/questions";
import { hashPassword } from "../../worker/identity/passwords";
import { seedQuestions } from "../seed-questions";
import { sqlBuilder, toSqlStatement } from "./sql-file";
import { executeSqlFile } from "./wrangler";

/**
 * Seeds the local database with demo data. Every row has a fixed id and is inserted with
 * ON CONFLICT DO NOTHING, so running it again (every `npm start`) duplicates nothing.
 */
export const demoAccounts = {
  admin: { email: "admin@quiz.local", password: "admin-pass-123", name: "Demo Admin" },
  contributor: { email: "author@quiz.local", password: "author-pass-123", name: "Demo Author" },
};

const SEEDED_AT = Date.UTC(2026, 0, 1);

/** The demo reward pool: a trial winner draws the oldest, so ₹10 first, ₹100 last. */
export const DEMO_TRIAL_PRIZES_RUPEES = [10, 20, 50, 100];

async function seedStatements(): Promise<string[]> {
  const rows = [
    sqlBuilder
      .insert(languages)
      .values([
        { id: "en", code: "en", name: "English", createdAt: SEEDED_AT },
        { id: "hi", code: "hi", name: "Hindi", createdAt: SEEDED_AT },
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
      .values(
        seedQuestions.map((question) => ({
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
          createdBy: "seed-admin",
          createdAt: SEEDED_AT,
        })),
      )
      .onConflictDoNothing(),
    sqlBuilder
      .insert(couponCatalogue)
      .values([
        {
          id: "seed-coupon-10",
          name: "₹10 wallet coupon",
          coinPrice: 100,
          valuePaise: 1000,
          stock: 500,
          createdAt: SEEDED_AT,
        },
        {
          id: "seed-coupon-25",
          name: "₹25 wallet coupon",
          coinPrice: 240,
          valuePaise: 2500,
          stock: 200,
          createdAt: SEEDED_AT,
        },
      ])
      .onConflictDoNothing(),
    sqlBuilder
      .insert(prizes)
      .values([
        {
          id: "seed-prize-bottle",
          name: "Quizzy water bottle",
          starPrice: 10,
          stock: 50,
          createdAt: SEEDED_AT,
        },
        {
          id: "seed-prize-tshirt",
          name: "Quizzy T-shirt",
          starPrice: 25,
          stock: 20,
          createdAt: SEEDED_AT,
        },
      ])
      .onConflictDoNothing(),
    // A fresh install's visitor can win the trial (issue 16); production seeds no prizes.
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
    sqlBuilder
      .insert(settings)
      .values({ key: "seed.version", value: "1", updatedAt: SEEDED_AT })
      .onConflictDoNothing(),
  ];
  return rows.map(toSqlStatement);
}

export async function seedLocalDatabase(): Promise<void> {
  const dir = join(".wrangler", "tmp");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "seed.sql");
  writeFileSync(file, `${(await seedStatements()).join("\n")}\n`);
  await executeSqlFile(file);
}

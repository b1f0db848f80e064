import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { sessions } from "../db/schema/identity";
import { languages } from "../db/schema/questions";
import { call, db, signInAdmin, type signInContributor } from "./harness";

/** Helpers for the two admin areas' tests: questions, languages and who earned what. */

export type Author = Awaited<ReturnType<typeof signInContributor>>;

let questionCounter = 0;

/** The options and answer of every `questionForm` unless a test overrides them. */
export const riverChoices = { a: "Ganga", b: "Yamuna", c: "Kaveri", d: "Godavari", Ans: "b" };

/**
 * A made-up word of four syllables drawn from `seed`: questions told apart by such words
 * share few trigrams, so no two of them read alike enough for the admin to be asked to
 * confirm one (domain/near-duplicates.ts), as "city 12" and "city 13" would.
 */
function madeUpWord(seed: number): string {
  let state = Math.imul(seed + 1, 2654435761);
  let word = "";
  for (let syllable = 0; syllable < 4; syllable++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    word += "bdfgklmnprstvz"[(state >>> 8) % 14]! + "aeiou"[(state >>> 20) % 5]!;
  }
  return word;
}

/** A valid Add Question form (SPEC.md section 5) with a unique question text. */
export const questionForm = (overrides: Record<string, unknown> = {}) => ({
  Questio: `Which river is ${madeUpWord(++questionCounter)} ${madeUpWord(questionCounter + 7919)}?`,
  img: "",
  ...riverChoices,
  tough: "Easy",
  seconds: 20,
  ...overrides,
});

export const postQuestion = (author: Author, overrides: Record<string, unknown> = {}) =>
  call("/admin/get/a/users/admin/posted/questions/from/all/users", {
    token: author.token,
    body: { user: author.ssid, ...questionForm(overrides) },
  });

/** Posts a question and answers its pool id. */
export async function poolQuestionOf(author: Author, overrides: Record<string, unknown> = {}) {
  const posted = await postQuestion(author, overrides);
  if (posted.status !== 201) throw new Error(`post failed: ${posted.status} ${posted.text}`);
  const list = await call(`/admin/get/user/admin/questions/${author.ssid}`, {
    token: author.token,
  });
  const mine = (list.json.data as { _id: string; qno: number }[]).find(
    (question) => question.qno === posted.json.qno,
  );
  if (!mine) throw new Error("posted question not listed");
  return mine._id;
}

export const selectQuestion = (adminToken: string, poolId: string, language: string) =>
  call("/admin/get/data/and/post/users/selected/data/to/db", {
    token: adminToken,
    body: { _id: poolId, sel_lang: language },
  });

/**
 * Signs a main admin in once before the file's tests and makes sure each of `languages`
 * exists, enabled; read `.token` inside a test.
 */
export function adminForSuite(...languages: string[]) {
  const admin = { token: "" };
  beforeAll(async () => {
    admin.token = (await signInAdmin()).token;
    for (const language of languages) await ensureLanguage(language);
  });
  return admin;
}

export async function ensureLanguage(id: string, enabled = true) {
  await db()
    .insert(languages)
    .values({ id, code: id, name: id.toUpperCase(), enabled, createdAt: 1 })
    .onConflictDoUpdate({ target: languages.id, set: { enabled } });
}

export async function contributorIdOf(author: Author): Promise<string> {
  const [row] = await db()
    .select({ subjectId: sessions.subjectId })
    .from(sessions)
    .where(eq(sessions.id, author.ssid));
  if (!row) throw new Error("no such session");
  return row.subjectId;
}

export const earningsOf = async (author: Author) =>
  (await balancesOf(db(), { kind: "contributor", id: await contributorIdOf(author) })).earnings;

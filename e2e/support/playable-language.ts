import { type APIRequestContext, expect } from "@playwright/test";
import { questionsAddedByTests } from "./answer-key";
import { adminToken } from "./sign-in";

/**
 * A language given a run's worth of sums by the admin's import and enabled, for journeys
 * that need to know what a player of it is served first: the sums are `difficulty`
 * (easier questions come first), each with `image` when one is given, and the answer key
 * knows them. Specs share one server: a code made by an earlier spec is the same language
 * (its create answers 409), and each call adds sums unique to the run.
 */
export async function playableLanguage(
  request: APIRequestContext,
  language: { code: string; name: string },
  questions: { difficulty: string; image?: string } = { difficulty: "Medium" },
) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  await request.post("/admin/languages", { headers, data: language });
  const base = 100_000 + (Date.now() % 800_000);
  const rows = Array.from({ length: 10 }, (_, i) => {
    const [left, right] = [base + i * 53, i + 3];
    const sum = left + right;
    const options = [sum - 2, sum - 1, sum, sum + 1].join(",");
    return `${questionsAddedByTests.importedSum(left, right)},${options},c,${questions.difficulty},20,${language.code},${questions.image ?? ""}`;
  });
  const text = ["question,a,b,c,d,answer,difficulty,seconds,language,image", ...rows].join("\r\n");
  const imported = await request.post("/admin/questions/import", {
    headers,
    data: { format: "csv", text, dryRun: false },
  });
  expect(imported.ok()).toBe(true);
  const enabled = await request.patch(`/admin/languages/${language.code}`, {
    headers,
    data: { enabled: true },
  });
  expect(enabled.ok()).toBe(true);
}

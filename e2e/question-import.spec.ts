// Proves the bulk import in Chromium at 360 px: a main admin opens Import from the
// Questions screen, chooses a CSV file of 20 questions, one of them a seeded question
// disguised with Cyrillic letters and a zero-width space, sees that row refused in the
// preview beside the question it copies, confirms, and finds the other 19 in the live
// English bank. The questions are sums unique to the run (the answer key knows them:
// other journeys may be served them).
import { questionsAddedByTests } from "./support/answer-key";
import { expect, test } from "./support/people";
import { adminToken, signInAdminByApi } from "./support/sign-in";

const seeded = "Which planet is known as the Red Planet?";
/** The seeded question as it reads, with Cyrillic а, е, о and a zero-width space inside. */
const disguised = seeded
  .replace(/a/g, "а")
  .replace(/e/g, "е")
  .replace(/o/g, "о")
  .replace("Red", "R\u200Bed");

test("an admin imports 20 questions, one a disguised near-duplicate refused in the preview", async ({
  page,
}) => {
  await signInAdminByApi(page);
  const base = 10_000 + (Date.now() % 80_000);
  const sums = Array.from({ length: 19 }, (_, i) => ({ left: base + i * 37, right: i + 2 }));
  const csv = [
    "question,a,b,c,d,answer,difficulty,seconds,language",
    ...sums.map(({ left, right }) => {
      const sum = left + right;
      return `${questionsAddedByTests.importedSum(left, right)},${sum - 2},${sum - 1},${sum},${sum + 1},c,Easy,20,en`;
    }),
    `${disguised},Venus,Mars,Jupiter,Mercury,b,Easy,20,en`,
  ].join("\r\n");

  await page.goto("/admin/questions");
  await page.getByRole("link", { name: "import many from a file" }).click();
  await expect(page.getByRole("heading", { name: "Import questions" })).toBeVisible();
  await page.getByLabel("Or choose a file").setInputFiles({
    name: "sums.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText("Read sums.csv.")).toBeVisible();
  await page.getByRole("button", { name: "Check the file" }).click();

  await expect(page.getByText("20 rows: 19 ready to save, 1 refused.")).toBeVisible();
  const refused = page.getByRole("row").filter({ hasText: "Refused" });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText("Reads like a live question of the same language");
  await expect(refused).toContainText(seeded);

  await page.getByRole("button", { name: "Save 19 questions" }).click();
  await expect(page.getByText("Saved 19 questions to the live bank.")).toBeVisible();

  const token = await adminToken(page.request);
  for (const { left, right } of sums) {
    const found = await page.request.get(
      `/admin/questions?lang=en&q=${encodeURIComponent(`${left} + ${right}`)}`,
      { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } },
    );
    const { data } = (await found.json()) as { data: { Questio: string; Ans: string }[] };
    expect(data.map((question) => [question.Questio, question.Ans])).toEqual([
      [questionsAddedByTests.importedSum(left, right), "c"],
    ]);
  }
  const copies = await page.request.get(`/admin/questions?q=${encodeURIComponent(disguised)}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  expect(((await copies.json()) as { total: number }).total).toBe(0);
});

// Proves a question image end to end (images are uploaded, not linked): a
// contributor uploads a picture made in the test with a new question, sees its preview and
// posts it; the main admin selects it into the English bank; a player is served it, its
// answers wait for the image, which loads from our own origin and decodes, and the player
// answers it right. Specs share one server: the answer key knows this question
// (questionsAddedByTests.imageQuestion), which other specs' runs may be served.
import type { APIRequestContext } from "@playwright/test";
import { answerFor, questionsAddedByTests } from "./support/answer-key";
import { expect, test } from "./support/people";
import { pngPicture } from "./support/png-file";
import { adminToken, signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

type Served = { _id: string; Question: string };

/**
 * Plays the player's runs through the API, answering every other question right, until
 * the run serves `text`; that question is left open, for the browser to show. Fresh
 * players get the easiest unseen questions first, so it comes within the first run or two.
 */
async function playUntilServed(
  request: APIRequestContext,
  player: { token: string; userId: string },
  text: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${player.token}` };
  for (let calls = 0; calls < 400; calls++) {
    const reply = await request.get(`/api/get/question/no/by/user/name/${player.userId}`, {
      headers,
    });
    const body = (await reply.json()) as { Status: string; reason?: string; data?: Served };
    if (body.Status !== "OK") {
      expect(body.reason).toBe("no_run");
      const started = await request.post("/api/run/start", { headers });
      expect(started.ok()).toBe(true);
      continue;
    }
    const question = body.data!;
    if (question.Question === text) return;
    const verdict = await request.post("/api/verify/answer/question/number", {
      headers,
      data: {
        answer: answerFor(question.Question),
        user: player.userId,
        id: question._id,
        seconds: 1,
        Ans: null,
      },
    });
    if (verdict.status() === 429) {
      const wait = Number(verdict.headers()["retry-after"] ?? "1");
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }
  throw new Error(`the bank never served ${text}`);
}

test("a contributor's uploaded image question is selected, served from our origin and answered", async ({
  openPage,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const text = questionsAddedByTests.imageQuestion(stamp);

  const contributor = await openPage({ viewport: { width: 360, height: 780 } });
  await contributor.goto("/admin/user/login");
  await contributor.getByLabel("Email").fill("author@quiz.local");
  await contributor.getByLabel("Password").fill("author-pass-123");
  await contributor.getByRole("button", { name: "Log in" }).click();
  await expect(contributor.getByRole("heading", { level: 1, name: /^Admin/ })).toBeVisible();
  await contributor.goto("/admin/user/add");
  await contributor.getByLabel("Question", { exact: true }).fill(text);
  await contributor.getByLabel("Image (optional)").setInputFiles({
    name: "shapes.png",
    mimeType: "image/png",
    buffer: pngPicture(320, 180, [76, 31, 196], [255, 204, 0]),
  });
  const preview = contributor.getByRole("img", { name: "The image, as players will see it" });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute("src")).toMatch(/^\/images\/uploads\/[0-9a-f]{64}\.png$/);
  await contributor.getByLabel("Option A").fill("A square");
  await contributor.getByLabel("Option B").fill("A circle");
  await contributor.getByLabel("Option C").fill("A triangle");
  await contributor.getByLabel("Option D").fill("A star");
  await contributor.getByLabel("Answer").selectOption({ label: "a: A square" });
  await contributor.getByLabel("Difficulty").selectOption("Too Easy");
  await contributor.getByLabel("Seconds").fill("30");
  await contributor.getByRole("button", { name: "Post Question" }).click();
  await contributor
    .getByRole("alertdialog", { name: /posted successfully\.$/ })
    .getByRole("button", { name: "OK" })
    .click();

  const admin = await openPage({ viewport: { width: 1280, height: 900 } });
  await signInAdminByApi(admin);
  await admin.goto("/admin/select");
  await admin.getByRole("combobox", { name: "Language" }).selectOption({ label: "English" });
  await admin.getByRole("article", { name: text }).getByRole("button", { name: "Select" }).click();
  const posted = admin.getByRole("alertdialog", {
    name: "Selected: players of this language are served it now.",
  });
  await expect(posted).toBeVisible();
  await posted.getByRole("button", { name: "OK" }).click();

  const page = await openPage({ viewport: { width: 360, height: 780 } });
  const player = await signInPlayerByApi(page);
  // Enough tries for a bank much larger than the seed's.
  const granted = await page.request.post(`/admin/players/${player.userId}/adjustments`, {
    headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
    data: {
      account: "tries",
      direction: "credit",
      amount: 20,
      reason: "e2e: reach the image question",
      key: `image-question-${stamp}`,
    },
  });
  expect(granted.ok()).toBe(true);
  await playUntilServed(page.request, player, text);

  // The open question as the player's screen shows it: the same one, resumed.
  await page.goto("/play");
  await expect(page.locator("p.question-text")).toHaveText(text);
  const image = page.getByRole("img", { name: "The question's illustration" });
  await expect(image).toBeVisible();
  const source = new URL((await image.getAttribute("src"))!, page.url());
  expect(source.origin).toBe(new URL(page.url()).origin);
  expect(source.pathname).toMatch(/^\/images\/uploads\/[0-9a-f]{64}\.png$/);
  const decoded = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    return { width: element.naturalWidth, height: element.naturalHeight };
  });
  expect(decoded).toEqual({ width: 320, height: 180 });

  await page.getByRole("list", { name: "Answers" }).getByRole("button", { name: /^A / }).click();
  await expect(page.getByText("Correct", { exact: true })).toBeVisible();
});

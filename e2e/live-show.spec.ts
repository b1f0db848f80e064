// Proves a live show end to end at 360 px against `npm start`, on the show's own clock:
// the admin schedules a 3-question show through /admin/shows's form; three players join
// from the next-show card (two on home, one on /start) and wait in the lobby, whose count
// moves live; every question reaches all three while its window is open; one answers
// question 1 wrong (the right option read from the host's API, never from the client),
// sees "You are out" and watches the later questions and reveals without a way to answer;
// one survivor reloads mid-question and is back in it with the same time left as the
// other's, within a second; the two survivors end on "You won ₹150.00", see it as cash in
// the Bank and as "Live show prize" in their history; the host view shows the payout; the
// eliminated player's receipt checks valid at /verify. One answer is given by keyboard
// alone, one Tab from the question that took focus. axe finds nothing serious on the lobby, reveal, question (answered and watched),
// end and /verify screens as they stand mid-show. Each screen is saved under test-results/
// at 360 px (some at 1280 px too) for a person to look at.
// `QUIZZY_STATE_DIR=.wrangler/e2e npm run ledger:check` afterwards proves the show's pool,
// shares and their debits.
import type { APIRequestContext, Page } from "@playwright/test";
import type { Choice } from "../contract/play";
import type { AdminShowResponse, AdminShowsResponse } from "../contract/shows";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/people";
import { adminToken, signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 900 };
const SECONDS_PER_QUESTION = 10;
/** Far enough ahead for three players to join on a slow machine, near enough for a test. */
const LEAD_MS = 50_000;
/** The design's timeline: a second of grace after each window, then 5 s of reveal. */
const CYCLE_MS = (SECONDS_PER_QUESTION + 1 + 5) * 1000;
/** Generous for the show's clock on two shared cores: a step is waited for, never slept on. */
const STEP_TIMEOUT = CYCLE_MS + 10_000;
const LETTERS = ["a", "b", "c", "d"] as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The same page at 1280 px for one screenshot, then back to the phone. */
async function wideShot(page: Page, name: string) {
  await page.setViewportSize(WIDE);
  await shot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
}

/** `YYYY-MM-DDTHH:mm:ss` in the browser's own time zone, as a datetime-local field takes it. */
function localInputValue(page: Page, at: number): Promise<string> {
  return page.evaluate((moment) => {
    const date = new Date(moment);
    const two = (n: number) => String(n).padStart(2, "0");
    return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  }, at);
}

const optionButton = (page: Page, letter: string) =>
  page
    .getByRole("list", { name: "Options" })
    .getByRole("button", { name: new RegExp(`^${letter.toUpperCase()} `) });

const questionHeading = (page: Page, text: string) =>
  page.getByRole("heading", { level: 2, name: text, exact: true });

const timeLeft = async (page: Page) =>
  Number(await page.getByRole("timer", { name: "Seconds left" }).textContent());

/**
 * Tabs from where the screen put focus (the new question) to the option, as a keyboard-only
 * player would, and picks it: option A is one Tab away, D four.
 */
async function answerByKeyboard(page: Page, letter: Choice) {
  for (let presses = 0; presses <= LETTERS.indexOf(letter); presses++) {
    await page.keyboard.press("Tab");
  }
  await expect(optionButton(page, letter)).toBeFocused();
  await page.keyboard.press("Enter");
}

const TITLE_PREFIX = "E2E show";

/**
 * Cancels what an earlier run of this journey left to come against a kept server (a local
 * rerun): the card invites to the soonest show, which must be this run's.
 */
async function cancelEarlierRuns(request: APIRequestContext, headers: Record<string, string>) {
  const listed = await request.get("/admin/shows", { headers });
  const { data } = (await listed.json()) as AdminShowsResponse;
  for (const show of data) {
    if (!show.title.startsWith(TITLE_PREFIX) || show.status === "ended") continue;
    if (show.status === "cancelled") continue;
    await request.post(`/admin/shows/${encodeURIComponent(show.id)}/cancel`, { headers });
  }
}

test("a 3-question live show: join, answer together, one out, a reload, two paid", async ({
  openPage,
}) => {
  test.setTimeout(300_000);
  const title = `${TITLE_PREFIX} ${Date.now()}`;

  // The three players sign in first, so only the joins fall inside the show's lead.
  const [first, second, out] = await Promise.all(
    [0, 1, 2].map(async () => {
      const page = await openPage({ viewport: PHONE });
      await signInPlayerByApi(page);
      return page;
    }),
  );
  const players = [first!, second!, out!];

  // The admin schedules it through the form, in their own time zone.
  const admin = await openPage({ viewport: PHONE });
  await signInAdminByApi(admin);
  const hostHeaders = { Authorization: `Bearer ${await adminToken(admin.request)}` };
  await cancelEarlierRuns(admin.request, hostHeaders);
  await admin.goto("/admin/shows");
  await expect(admin.getByRole("heading", { level: 1, name: "Live shows" })).toBeVisible();
  const form = admin.locator("form.create-show");
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  const language = form.getByRole("combobox", { name: "Language" });
  await expect(language.locator("option", { hasText: "English" })).toHaveCount(1);
  await language.selectOption({ label: "English" });
  await form.getByLabel("Questions").fill("3");
  await form.getByLabel("Seconds per question").fill(String(SECONDS_PER_QUESTION));
  await form.getByLabel("Prize pool (₹)").fill("300");
  await shot(admin, "admin-shows-form");
  await wideShot(admin, "admin-shows-form");
  await form
    .getByLabel("Starts at")
    .fill(await localInputValue(admin, Date.now() + LEAD_MS + 1_000));
  await form.getByRole("button", { name: "Schedule show" }).click();
  await expect(admin).toHaveURL(/\/admin\/shows\/[^/]+$/);
  const showId = decodeURIComponent(new URL(admin.url()).pathname.split("/").pop()!);
  await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The host's figures: the show as scheduled, and each question (with its right option)
  // once it has opened. A player's client never has the right option before the reveal.
  const hostFigures = async () => {
    const hosted = await admin.request.get(`/admin/shows/${encodeURIComponent(showId)}`, {
      headers: hostHeaders,
    });
    expect(hosted.ok()).toBe(true);
    return (await hosted.json()) as AdminShowResponse;
  };
  const show = await hostFigures();
  expect(show).toMatchObject({ questionCount: 3, prizePoolPaise: 30_000, questions: [] });
  const untilStart = () => Math.max(0, show.startsAt - Date.now());
  /** Question `index` as the host sees it, once the first player has it on screen. */
  const opened = async (index: number, timeout: number) => {
    await expect(first!.getByText(`Question ${index + 1} of 3`, { exact: true })).toBeVisible({
      timeout,
    });
    const figures = await hostFigures();
    expect(figures.questions.length).toBeGreaterThan(index);
    return figures.questions[index]!;
  };
  const wrongOf = (correct: string) => LETTERS.find((letter) => letter !== correct)!;

  // Two join from the home page's card, one from /start's; each then waits in the lobby.
  for (const [at, player] of players.entries()) {
    await player.goto(at === 1 ? "/start" : "/");
    const card = player.getByRole("region", { name: title });
    await expect(card).toContainText("Prize pool ₹300.00");
    await expect(card).toContainText(/in \d/);
    if (at === 0) await shot(player, "card-home");
    if (at === 1) await shot(player, "card-start");
    await card.getByRole("button", { name: `Join ${title}` }).click();
    await expect(card.getByText("Joined", { exact: true })).toBeVisible();
    if (at === 0) await shot(player, "card-home-joined");
    await card.getByRole("link", { name: "Go to the lobby" }).click();
    await expect(player).toHaveURL(`/show/${encodeURIComponent(showId)}`);
    await expect(player.getByText("You are in. Keep this page open")).toBeVisible();
  }
  // The first to join sees the others arrive without a reload.
  await expect(first!.locator(".show-waiting")).toHaveText("3 players waiting", {
    timeout: 15_000,
  });
  await shot(first!, "lobby");
  await wideShot(first!, "lobby");
  // Only with time to spare before the start: the journey must not miss question 1's window.
  if (untilStart() > 15_000) expect(await seriousViolations(first!, "lobby")).toEqual([]);
  await admin.reload();
  await expect(admin.getByText("Lobby open").first()).toBeVisible();
  await shot(admin, "host-lobby");

  // Question 1 reaches all three while its window is open.
  const q1 = await opened(0, untilStart() + 15_000);
  for (const player of players) {
    await expect(questionHeading(player, q1.text)).toBeVisible();
  }
  for (const player of players) await expect(optionButton(player, q1.correct)).toBeEnabled();
  await shot(out!, "question");
  await wideShot(out!, "question");
  await optionButton(first!, q1.correct).click();
  await answerByKeyboard(second!, q1.correct);
  await optionButton(out!, wrongOf(q1.correct)).click();
  for (const player of players) {
    await expect(player.getByText("Answer locked in.", { exact: true })).toBeVisible();
  }
  await shot(out!, "answered");
  await shot(admin, "host-question-open");
  const receiptLink = await out!
    .getByRole("link", { name: "Check your answer's receipt" })
    .getAttribute("href");

  // The reveal: two still in, the wrong answer out.
  for (const player of players) {
    await expect(player.getByText("Question 1 of 3: the answer", { exact: true })).toBeVisible({
      timeout: STEP_TIMEOUT,
    });
    await expect(player.locator(".show-survivors")).toHaveText("2 players still in");
  }
  await expect(first!.locator(".show-still-in")).toBeVisible();
  await expect(second!.locator(".show-still-in")).toBeVisible();
  await expect(out!.locator(".show-out")).toBeVisible();
  await shot(first!, "reveal");
  await wideShot(first!, "reveal");
  await shot(out!, "eliminated-reveal");

  // Question 2: the eliminated watch without options; a survivor reloads and is back in it
  // with the other's time left.
  const q2 = await opened(1, STEP_TIMEOUT);
  for (const player of players) await expect(questionHeading(player, q2.text)).toBeVisible();
  await expect(out!.getByRole("list", { name: "Options" })).toBeVisible();
  await expect(out!.getByRole("list", { name: "Options" }).getByRole("button")).toHaveCount(0);
  await expect(out!.locator(".show-out")).toBeVisible();
  await shot(out!, "eliminated-question");
  await first!.reload();
  await expect(questionHeading(first!, q2.text)).toBeVisible();
  await expect(optionButton(first!, q2.correct)).toBeEnabled();
  await expect
    .poll(async () => {
      const [reloaded, stayed] = await Promise.all([timeLeft(first!), timeLeft(second!)]);
      return Math.abs(reloaded - stayed);
    })
    .toBeLessThanOrEqual(1);
  expect(await timeLeft(first!)).toBeGreaterThan(0);
  await optionButton(first!, q2.correct).click();
  await optionButton(second!, q2.correct).click();
  await expect(first!.getByText("Answer locked in.", { exact: true })).toBeVisible();
  await expect(second!.getByText("Answer locked in.", { exact: true })).toBeVisible();
  for (const player of players) {
    await expect(player.getByText("Question 2 of 3: the answer", { exact: true })).toBeVisible({
      timeout: STEP_TIMEOUT,
    });
  }
  await expect(out!.locator(".show-out")).toBeVisible();
  // The reveal stays until the next question opens, which the winners wait for anyway.
  expect([
    ...(await seriousViolations(first!, "reveal")),
    ...(await seriousViolations(out!, "reveal, eliminated")),
  ]).toEqual([]);

  // Question 3, and the end.
  const q3 = await opened(2, STEP_TIMEOUT);
  for (const player of players) await expect(questionHeading(player, q3.text)).toBeVisible();
  await optionButton(first!, q3.correct).click();
  await optionButton(second!, q3.correct).click();
  await expect(first!.getByText("Answer locked in.", { exact: true })).toBeVisible();
  await expect(second!.getByText("Answer locked in.", { exact: true })).toBeVisible();
  expect([
    ...(await seriousViolations(first!, "question, answered")),
    ...(await seriousViolations(out!, "question, eliminated")),
  ]).toEqual([]);
  await expect(out!.getByText("Question 3 of 3: the answer", { exact: true })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  for (const winner of [first!, second!]) {
    await expect(winner.getByText("You won ₹150.00", { exact: true })).toBeVisible({
      timeout: STEP_TIMEOUT,
    });
    await expect(winner.getByText("2 players won, ₹150.00 each.")).toBeVisible();
  }
  await expect(out!.getByText("You were out before the end.")).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await shot(first!, "end-winner");
  await wideShot(first!, "end-winner");
  await shot(out!, "end-eliminated");
  expect([
    ...(await seriousViolations(first!, "end, winner")),
    ...(await seriousViolations(out!, "end, eliminated")),
  ]).toEqual([]);

  // The share is cash in each winner's Bank, and a "Live show prize" in their history.
  for (const winner of [first!, second!]) {
    await winner.getByRole("link", { name: "Open your Bank" }).click();
    await expect(winner.getByRole("heading", { level: 1, name: "Bank" })).toBeVisible();
    await expect(winner.locator(".account-balance").filter({ hasText: "Cash" })).toContainText(
      "₹150.00",
    );
    await winner.goto("/account/history");
    await expect(winner.getByText("Live show prize").first()).toBeVisible();
  }

  // The host's view shows the payout.
  await admin.reload();
  await expect(admin.getByText("2 players won ₹150.00 each: ₹300.00 paid as cash.")).toBeVisible();
  await shot(admin, "host-ended");
  await wideShot(admin, "host-ended");
  await admin.goto("/admin/shows");
  await expect(admin.getByRole("row").filter({ hasText: title })).toContainText("₹300.00");
  await shot(admin, "admin-shows-list");
  await wideShot(admin, "admin-shows-list");

  // The eliminated player's answer still has its receipt, and it checks out.
  await out!.goto(receiptLink!);
  await expect(out!.locator('.receipt-check[data-verdict="valid"]')).toBeVisible();
  await expect(out!.getByText("taken by the server in a live show")).toBeVisible();
  await shot(out!, "verify-show-receipt");
  expect(await seriousViolations(out!, "/verify with a show receipt")).toEqual([]);
});

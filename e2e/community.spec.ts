// Proves the community and account journeys in a real browser: a review is written and
// lands on its like page, a second player's like credits a free try, the data export
// downloads the player's own data, and deactivation ends the session.
import { readFile } from "node:fs/promises";
import { expect, test } from "./support/people";
import { signInPlayerByApi, storedSessionKey } from "./support/sign-in";

test("a review is liked by a second player, who gets a free try", async ({ openPage }) => {
  const author = await openPage();
  await signInPlayerByApi(author);
  await author.goto("/review");
  await author
    .getByRole("textbox", { name: "Your review" })
    .fill("Quick questions, fair timer, fun rewards.");
  await author.getByRole("radio", { name: "4 stars" }).check();
  await author.getByRole("button", { name: "Submit Review" }).click();
  await expect(author).toHaveURL(/\/like\/[\w-]+$/);
  const likeUrl = new URL(author.url()).pathname;
  await expect(author.getByRole("article", { name: /^Review by / })).toContainText("fair timer");

  const fan = await openPage();
  const { token } = await signInPlayerByApi(fan);
  const triesBefore = (
    await (
      await fan.request.get("/api/account", { headers: { Authorization: `Bearer ${token}` } })
    ).json()
  ).balances.tries as number;
  await fan.goto(likeUrl);
  await expect(fan.getByText("4 out of 5 stars")).toBeAttached();
  await fan.getByRole("button", { name: "Like" }).click();
  await expect(fan.getByRole("alertdialog", { name: /Thank you for your like/ })).toBeVisible();
  const after = await (
    await fan.request.get("/api/account", { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(after.balances.tries).toBe(triesBefore + 1);
});

test("a player downloads their data, then deactivates and the session is gone", async ({
  page,
}) => {
  const { token, email, userId } = await signInPlayerByApi(page);
  await page.goto("/data");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("quizzy-edge-my-data.json");
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported.profile).toMatchObject({ id: userId, email });

  await page.goto("/delete");
  await page.getByRole("checkbox", { name: "I understand" }).check();
  await page.getByRole("button", { name: "Deactivate my account" }).click();
  const notice = page.getByRole("alertdialog", { name: /Your account will be deactivated/ });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "OK" }).click();
  await expect.poll(() => storedSessionKey(page)).toBeNull();
  const me = await page.request.get("/api/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

// Proves the ticket loop across two browsers: a player reports a question from the run's
// summary, an admin refunds it on /admin/ticket, and the player's /tickets shows it
// refunded without a reload.

import { wrongAnswerFor } from "./support/answer-key";
import { expect, test } from "./support/people";
import { signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

test("a reported problem is refunded by an admin and the player sees it live", async ({
  openPage,
}) => {
  const player = await openPage();
  const admin = await openPage();

  const { email } = await signInPlayerByApi(player);
  await player.goto("/start");
  await player.getByRole("button", { name: "Start", exact: true }).click();
  await expect(player.getByRole("heading", { name: "Question 1" })).toBeVisible();
  const section = player.locator("section", {
    has: player.getByRole("heading", { name: "Question 1" }),
  });
  const text = (await section.locator("p.question-text").textContent())!.trim();
  await player
    .getByRole("button", { name: new RegExp(`^${wrongAnswerFor(text).toUpperCase()} `) })
    .click();
  // The verdict in the page, then the run's summary, which reports its questions.
  await expect(player.getByText("Wrong", { exact: true })).toBeVisible();
  await expect(player.getByRole("heading", { name: "Game over" })).toBeVisible();

  await player.getByRole("button", { name: "Report a question from this run" }).click();
  const dialog = player.getByRole("dialog", { name: "Report a question" });
  await dialog.getByRole("combobox", { name: "Issue" }).selectOption("Timer Problem");
  await dialog.getByRole("spinbutton", { name: "Extra seconds wanted (optional)" }).fill("10");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Report sent. An admin will look at it.")).toBeVisible();
  await dialog.getByRole("link", { name: "See my reports" }).click();
  const report = player.getByRole("article", { name: text });
  await expect(report).toContainText("Processing");

  await signInAdminByApi(admin);
  await admin.goto("/admin/ticket");
  // This player's ticket: other journeys (and this one in the other viewport) report
  // problems too, sometimes with the same question, on the same server.
  const ticket = admin
    .getByRole("article", { name: /^Ticket from / })
    .filter({ hasText: email })
    .filter({ hasText: text });
  await expect(ticket).toBeVisible();
  await ticket.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(admin.getByText(/^Refunded the ticket from /)).toBeVisible();

  // Live: the push (worker/routes/ticket-flow.test.ts), or the screen's 10 s re-read
  // while a report waits.
  await expect(report).toContainText("Refunded", { timeout: 15_000 });
});

// Proves a contributor's money end to end: a posted question is selected by
// the main admin and earns; the contributor saves payout details (their first, minutes
// after signing in, so no password is asked: decision 023) and withdraws from the
// wallet; the withdrawal appears in the admin's one payout queue as a contributor
// withdrawal, held for a day since the details are new; the admin rejects it with a
// reason; and the wallet, which re-reads while open (contributors have no socket), shows
// it rejected with the reason and the earnings back.
import { questionsAddedByTests } from "./support/answer-key";
import { expect, test } from "./support/people";
import { signInAdminByApi } from "./support/sign-in";

test("a contributor's selected question earns, is withdrawn, held and decided", async ({
  openPage,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const text = questionsAddedByTests.contributorQuestion(stamp);
  const upi = `author${stamp}@okbank`;

  const contributor = await openPage({ viewport: { width: 360, height: 780 } });
  await contributor.goto("/admin/user/login");
  await contributor.getByLabel("Email").fill("author@quiz.local");
  await contributor.getByLabel("Password").fill("author-pass-123");
  await contributor.getByRole("button", { name: "Log in" }).click();
  await expect(contributor.getByRole("heading", { level: 1, name: /^Admin/ })).toBeVisible();
  await contributor.goto("/admin/user/add");
  await contributor.getByLabel("Question", { exact: true }).fill(text);
  await contributor.getByLabel("Option A").fill("Mars");
  await contributor.getByLabel("Option B").fill("Venus");
  await contributor.getByLabel("Option C").fill("Jupiter");
  await contributor.getByLabel("Option D").fill("Saturn");
  await contributor.getByLabel("Answer").selectOption({ label: "a: Mars" });
  await contributor.getByLabel("Difficulty").selectOption("Easy");
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

  await contributor.goto("/admin/user/wallet");
  const money = contributor.getByRole("region", { name: "Your money" });
  await expect(money).not.toContainText("Available₹0.00");
  const details = contributor.getByRole("region", { name: "Payout details" });
  await details.getByRole("textbox", { name: "UPI id" }).fill(upi);
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText("Payment details saved.")).toBeVisible();
  await money.getByRole("button", { name: "Withdraw" }).click();
  const amount = money.getByRole("spinbutton", { name: "Amount to withdraw, in rupees" });
  await amount.fill("5");
  await money.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(money.getByText(/^₹5\.00 requested\./)).toBeVisible();
  const withdrawals = contributor.getByRole("region", { name: "Withdrawals" });
  const mine = withdrawals.getByRole("listitem").first();
  await expect(mine).toContainText("Withdrawal of earnings");
  await expect(mine).toContainText(/Held until .+: your payout details changed recently/);

  await admin.goto("/admin/add/reward");
  const payTo = admin.getByRole("region", { name: "Pay to Users" });
  await payTo.getByRole("radio", { name: "Contributor withdrawals" }).check();
  const card = payTo.getByRole("listitem", { name: upi });
  await expect(card).toContainText("Contributor withdrawal");
  await expect(card).toContainText("author@quiz.local");
  await expect(card.getByRole("button", { name: /^Paid: / })).toHaveCount(0);
  await card.getByRole("button", { name: /^Reject: / }).click();
  const reject = admin.getByRole("dialog", { name: `Reject ₹5.00 to ${upi}?` });
  await reject.getByRole("textbox", { name: "Reason" }).fill(`Check the UPI id ${stamp}`);
  await reject.getByRole("button", { name: "Reject payout" }).click();
  await expect(card).toHaveCount(0);

  // The wallet re-reads every 15 s while it is on screen: no reload here.
  await expect(mine).toContainText(`Reason: Check the UPI id ${stamp}`, { timeout: 25_000 });
  await expect(mine).toContainText(/Rejected on /);
  await expect(mine).toContainText("The money is back in your earnings.");
});

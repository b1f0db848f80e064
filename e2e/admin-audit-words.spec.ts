// Proves "the admin's audit shows a removed reward-pool entry and a language
// change in words" in Chromium: a main admin removes a reward from the trial's pool on
// /admin/add/reward and renames a language on /admin/languages, and /admin/audit, filtered
// to each action, says what changed as a sentence and as "Name: before → after", not as
// stored keys or paise. The wording of every action is web/features/admin-console/audit-words.test.ts's.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/people";
import { signInAdminByApi } from "./support/sign-in";

test.use({ viewport: { width: 1280, height: 900 } });

/** The log's rows for one action, as the screen's filter shows them. */
async function auditRows(admin: Page, action: string) {
  await admin.goto("/admin/audit");
  await admin.getByRole("combobox", { name: "Action" }).selectOption({ label: action });
  return admin.getByRole("row");
}

test("a removed reward and a renamed language read as words in the audit log", async ({
  openPage,
}) => {
  const admin = await openPage();
  await signInAdminByApi(admin);
  // Unique to the run, in the letters a language code allows.
  const code = `zz${String(Date.now())
    .slice(-6)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

  // A mistyped reward, added and removed; ₹37.00 is no seeded amount.
  await admin.goto("/admin/add/reward");
  await admin.getByRole("spinbutton", { name: "Prize in rupees" }).fill("37");
  await admin.getByRole("button", { name: "Add Reward" }).click();
  await admin.getByRole("button", { name: "Remove the ₹37.00 reward" }).first().click();
  await admin
    .getByRole("alertdialog", { name: "Remove the ₹37.00 reward?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(admin.getByText("Removed the ₹37.00 reward.")).toBeVisible();

  await admin.goto("/admin/languages");
  await admin.getByRole("textbox", { name: "Code", exact: true }).fill(code);
  await admin.getByRole("textbox", { name: "Name", exact: true }).fill(`Draft ${code}`);
  await admin.getByRole("button", { name: "Add language" }).click();
  await admin.getByRole("button", { name: `Rename Draft ${code}` }).click();
  await admin.getByRole("textbox", { name: `New name for ${code}` }).fill(`Final ${code}`);
  await admin.getByRole("button", { name: "Save name" }).click();
  await expect(admin.getByText(`Renamed ${code} to Final ${code}.`)).toBeVisible();

  // Newest first: the removal just made is the first row of its amount.
  const removals = await auditRows(admin, "Reward removed from the pool");
  await expect(admin).toHaveURL(/action=reward-remove/);
  const removal = removals.filter({ hasText: "Reward ₹37.00 removed from the pool" }).first();
  await expect(removal).toContainText("Demo Admin");
  await expect(removal).toContainText("Removed a reward from the trial's pool");
  await expect(removal).not.toContainText("amountPaise");

  const edits = await auditRows(admin, "Language edited");
  const rename = edits.filter({ hasText: `Name: Draft ${code} → Final ${code}` });
  await expect(rename).toHaveCount(1);
  await expect(rename).toContainText("Demo Admin");
  await expect(rename).toContainText(`Edited the language Draft ${code}`);
});

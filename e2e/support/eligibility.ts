import type { APIRequestContext, Locator, Page } from "@playwright/test";

/**
 * The age-and-place step before paid play (decision 021), taken on screen as a player
 * does: tick "I am 18 or older", choose the state, Confirm. `within` is the dialog or
 * section that shows it.
 */
export async function confirmEligibilityOnScreen(within: Page | Locator, state = "Maharashtra") {
  await within.getByRole("checkbox", { name: "I am 18 or older" }).check();
  await within
    .getByRole("combobox", { name: "State or union territory where you live" })
    .selectOption({ label: state });
  await within.getByRole("button", { name: "Confirm" }).click();
}

/** The same step by the call the form makes, for journeys about something else. */
export async function confirmEligibilityByApi(request: APIRequestContext, token: string) {
  const response = await request.put("/api/account/eligibility", {
    headers: { Authorization: `Bearer ${token}` },
    data: { adult: true, region: "MH" },
  });
  if (!response.ok()) throw new Error(`eligibility failed: ${response.status()}`);
}

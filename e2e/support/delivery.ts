import type { Locator } from "@playwright/test";

type Address = { name: string; mobile: string; street: string; city: string; state: string };

/** Fills the cart's "Where should we deliver?" form as a player types it (the PIN is left to the test). */
export async function fillDeliveryAddress(delivery: Locator, address: Address): Promise<void> {
  await delivery.getByRole("textbox", { name: "Full name" }).fill(address.name);
  await delivery.getByRole("textbox", { name: "Mobile number" }).fill(address.mobile);
  await delivery.getByRole("textbox", { name: "House, street and area" }).fill(address.street);
  await delivery.getByRole("textbox", { name: "City or town" }).fill(address.city);
  await delivery
    .getByRole("combobox", { name: "State or union territory" })
    .selectOption(address.state);
}

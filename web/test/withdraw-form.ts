import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** Opens the withdraw form (components/withdraw-form.tsx) and requests the amount it offers. */
export async function requestOfferedWithdrawal(user: UserEvent): Promise<void> {
  await user.click(await screen.findByRole("button", { name: "Withdraw" }));
  await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
}

// Proves the support address on /admin/coins: the stored address shown, a new
// one PUT and confirmed, a typo refused before sending, the server's field message shown
// at the field, and an address being typed kept when the stored one is read again (issue
// 36).
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { adminEconomyRoutes } from "../../../contract/routes/admin-economy";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { ReadAgain } from "../../test/read-again";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { SupportAddressSection } from "./support-address-form";

const SUPPORT = "/admin/settings/support";
const renderSection = () => renderScreen(<SupportAddressSection />, "/admin/coins");
const field = () => screen.findByRole("textbox", { name: "Support email address" });

beforeEach(signInAdminQuietly);

it("shows the stored address and saves a new one", async () => {
  const requests = mockFetch({
    [`GET ${SUPPORT}`]: () => jsonResponse({ supportEmail: "support@quiz.local" }),
    [`PUT ${SUPPORT}`]: async (request) => jsonResponse(await request.json()),
  });
  const { user } = renderSection();

  const input = await field();
  expect(input).toHaveValue("support@quiz.local");
  await user.clear(input);
  await user.type(input, " help@quizzy.example ");
  await user.click(screen.getByRole("button", { name: "Save support address" }));

  expect(
    await screen.findByText("Saved. Blocked players are now told to write to this address."),
  ).toBeVisible();
  const [put] = callsTo(requests, "PUT", SUPPORT);
  expect(await put?.json()).toEqual({ supportEmail: "help@quizzy.example" });
  expect(put?.headers.get("Authorization")).toBe("Bearer admin-token");
});

it("refuses something that is not an email address before sending it", async () => {
  const requests = mockFetch({
    [`GET ${SUPPORT}`]: () => jsonResponse({ supportEmail: "support@quiz.local" }),
  });
  const { user } = renderSection();

  const input = await field();
  await user.clear(input);
  await user.type(input, "support at quiz");
  await user.click(screen.getByRole("button", { name: "Save support address" }));

  expect(input).toHaveAccessibleDescription(
    expect.stringContaining("Enter an email address, e.g. support@example.com"),
  );
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(callsTo(requests, "PUT", SUPPORT)).toHaveLength(0);
});

it("shows the server's message at the field when it refuses the address", async () => {
  mockFetch({
    [`GET ${SUPPORT}`]: () => jsonResponse({ supportEmail: "support@quiz.local" }),
    [`PUT ${SUPPORT}`]: () =>
      errorResponse(400, "invalid_input", "Check the highlighted fields", {
        fields: [{ path: "supportEmail", message: "Invalid email address" }],
      }),
  });
  const { user } = renderSection();

  const input = await field();
  await user.clear(input);
  await user.type(input, "a@b.co");
  await user.click(screen.getByRole("button", { name: "Save support address" }));

  expect(await screen.findByText("Invalid email address")).toBeVisible();
});

it("keeps the address being typed when the stored one is read again", async () => {
  let reads = 0;
  mockFetch({
    [`GET ${SUPPORT}`]: () =>
      jsonResponse({ supportEmail: ++reads === 1 ? "support@quiz.local" : "desk@quiz.local" }),
  });
  const { user } = renderScreen(
    <>
      <SupportAddressSection />
      <ReadAgain route={adminEconomyRoutes.supportSettings} />
    </>,
    "/admin/coins",
  );
  const input = await field();
  await user.clear(input);
  await user.type(input, "help@quizzy.example");

  await user.click(screen.getByRole("button", { name: "Read again" }));

  await waitFor(() => expect(reads).toBe(2));
  expect(await field()).toHaveValue("help@quizzy.example");
});

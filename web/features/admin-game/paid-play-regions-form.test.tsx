// Proves /admin/coins' list of places where paid play is off (decision 021): the saved
// places ticked and named in a sentence, every state and union territory a labelled
// checkbox, and Save PUTs the ticked codes in the list's order, then says what now holds;
// a later read changes only the boxes the admin has not changed; a failed read
// shows the server's message.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { adminEconomyRoutes } from "../../../contract/routes/admin-economy";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { ReadAgain } from "../../test/read-again";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { PaidPlayRegionsSection } from "./paid-play-regions-form";

const REGIONS = "/admin/settings/paid-play-regions";
const renderSection = () => renderScreen(<PaidPlayRegionsSection />, "/admin/coins");

beforeEach(signInAdminQuietly);

it("ticks the saved places, lists every state and territory, and saves the ticked codes", async () => {
  const requests = mockFetch({
    [`GET ${REGIONS}`]: () => jsonResponse({ regions: ["TN"] }),
    [`PUT ${REGIONS}`]: async (request) => jsonResponse(await request.json()),
  });
  const { user } = renderSection();

  const places = await screen.findByRole("group", { name: "Paid play is off in" });
  expect(within(places).getAllByRole("checkbox")).toHaveLength(36);
  expect(within(places).getByRole("checkbox", { name: "Tamil Nadu" })).toBeChecked();
  expect(within(places).getByRole("checkbox", { name: "Goa" })).not.toBeChecked();
  expect(screen.getByText(/Paid play is off in Tamil Nadu\./)).toBeVisible();

  await user.click(within(places).getByRole("checkbox", { name: "Goa" }));
  await user.click(screen.getByRole("button", { name: "Save where paid play is off" }));

  expect(await screen.findByText("Saved. Paid play is off in Goa and Tamil Nadu.")).toBeVisible();
  const [put] = callsTo(requests, "PUT", REGIONS);
  expect(await put?.json()).toEqual({ regions: ["GA", "TN"] });
  expect(put?.headers.get("Authorization")).toBe("Bearer admin-token");
});

it("switches paid play on everywhere when every place is unticked", async () => {
  const requests = mockFetch({
    [`GET ${REGIONS}`]: () => jsonResponse({ regions: ["TN"] }),
    [`PUT ${REGIONS}`]: async (request) => jsonResponse(await request.json()),
  });
  const { user } = renderSection();

  await user.click(await screen.findByRole("checkbox", { name: "Tamil Nadu" }));
  await user.click(screen.getByRole("button", { name: "Save where paid play is off" }));

  expect(
    await screen.findByText("Saved. Paid play is on in every state and union territory."),
  ).toBeVisible();
  expect(await callsTo(requests, "PUT", REGIONS)[0]?.json()).toEqual({ regions: [] });
});

it("keeps the boxes the admin changed when the list is read again, and shows the rest anew", async () => {
  let reads = 0;
  mockFetch({
    [`GET ${REGIONS}`]: () => jsonResponse({ regions: ++reads === 1 ? ["TN"] : ["KL"] }),
  });
  const { user } = renderScreen(
    <>
      <PaidPlayRegionsSection />
      <ReadAgain route={adminEconomyRoutes.paidPlayRegions} />
    </>,
    "/admin/coins",
  );
  await user.click(await screen.findByRole("checkbox", { name: "Goa" }));
  await user.click(screen.getByRole("checkbox", { name: "Tamil Nadu" }));

  await user.click(screen.getByRole("button", { name: "Read again" }));

  await waitFor(() => expect(screen.getByRole("checkbox", { name: "Kerala" })).toBeChecked());
  expect(screen.getByRole("checkbox", { name: "Goa" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Tamil Nadu" })).not.toBeChecked();
});

it("shows the server's message when the list cannot be read", async () => {
  mockFetch({ [`GET ${REGIONS}`]: () => errorResponse(500, "internal", "Try later") });
  renderSection();

  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Could not load where paid play is off. Try later",
  );
});

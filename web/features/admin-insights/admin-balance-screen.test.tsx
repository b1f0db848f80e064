// Proves /admin/balance: the platform totals (money in rupees, points as counts) and the
// deposits and payouts of the last 30 days as one table by day, or its empty state.
import { screen, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { BalanceResponse } from "../../../contract/admin-insights";
import { detailsOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminBalanceScreen } from "./admin-balance-screen";

const BALANCE = "/admin/balance";
const balance = (days: BalanceResponse["days"]): BalanceResponse => ({
  players: { cash: 150000, bonus: 2000, winnings: 7500, coins: 12345, stars: 40, tries: 9 },
  contributors: { earnings: 5500 },
  days,
});

const renderBalance = () => renderScreen(<AdminBalanceScreen />, "/admin/balance");

beforeEach(signInAdminQuietly);

it("shows the platform totals", async () => {
  mockFetch({ [`GET ${BALANCE}`]: () => jsonResponse(balance({ deposits: [], payouts: [] })) });
  renderBalance();

  const totals = await screen.findByRole("region", { name: "Platform totals" });
  expect(detailsOf(totals)).toMatchObject({
    "Players' cash": "₹1,500.00",
    "Players' bonus": "₹20.00",
    "Players' winnings (not yet paid out)": "₹75.00",
    "User-admins' earnings": "₹55.00",
    "Coins held": "12,345",
    "Stars held": "40",
    "Tries held": "9",
  });
  expect(screen.getByText("No deposits or payouts in the last 30 days.")).toBeVisible();
});

it("tables deposits and payouts by day, newest first", async () => {
  mockFetch({
    [`GET ${BALANCE}`]: () =>
      jsonResponse(
        balance({
          deposits: [
            { period: "2026-03-01", value: 2000 },
            { period: "2026-03-03", value: 5000 },
          ],
          payouts: [{ period: "2026-03-02", value: 2500 }],
        }),
      ),
  });
  renderBalance();

  const table = await screen.findByRole("table");
  const rows = within(table)
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .getAllByRole(row.querySelector("td") ? "cell" : "columnheader")
        .map((cell) => cell.textContent),
    );
  expect(rows[0]).toEqual(["Day", "Deposits", "Payouts"]);
  expect(
    within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent),
  ).toEqual(["3 Mar", "2 Mar", "1 Mar"]);
  expect(rows.slice(1)).toEqual([
    ["₹50.00", "₹0.00"],
    ["₹0.00", "₹25.00"],
    ["₹20.00", "₹0.00"],
  ]);
});

it("shows the server's message when the balance cannot be read", async () => {
  mockFetch({
    [`GET ${BALANCE}`]: () => errorResponse(500, "internal", "Try later"),
  });
  renderBalance();

  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Could not load the balance. Try later",
  );
});

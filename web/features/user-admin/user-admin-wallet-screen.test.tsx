// Proves /admin/user/wallet shows SPEC.md's labels: Earned : ₹ {Rupee}.00, Selected
// Questions, Total Questions, Outs and Answerd.
import { screen } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInContributor, WALLET_PATH } from "../../test/user-admin-test-data";
import { UserAdminWalletScreen } from "./user-admin-wallet-screen";

beforeEach(signInContributor);

it("shows the earnings in whole rupees and the question counts with SPEC.md's labels", async () => {
  mockFetch({
    [`GET ${WALLET_PATH}`]: () =>
      jsonResponse({ Datas: { Rupee: 15, Total_Quest: 7, Out: 120, Ans: 88, Selected: 3 } }),
  });
  renderScreen(<UserAdminWalletScreen />, "/admin/user/wallet");

  expect(await screen.findByText("Earned : ₹ 15.00")).toBeVisible();
  expect(screen.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
  expect(screen.getByText("Selected Questions : 3")).toBeVisible();
  expect(screen.getByText("Total Questions : 7")).toBeVisible();
  expect(screen.getByText("Outs : 120")).toBeVisible();
  expect(screen.getByText("Answerd : 88")).toBeVisible();
});

it("shows earnings that are not whole rupees to the paisa", async () => {
  mockFetch({
    [`GET ${WALLET_PATH}`]: () =>
      jsonResponse({ Datas: { Rupee: 12.5, Total_Quest: 1, Out: 0, Ans: 0, Selected: 1 } }),
  });
  renderScreen(<UserAdminWalletScreen />, "/admin/user/wallet");

  expect(await screen.findByText("Earned : ₹ 12.50")).toBeVisible();
});

it("shows the server's message when the wallet cannot be read", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  mockFetch({
    [`GET ${WALLET_PATH}`]: () => jsonResponse({ error: "internal", message: "Try later" }, 500),
  });
  renderScreen(<UserAdminWalletScreen />, "/admin/user/wallet");

  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Could not load your wallet. Try later",
  );
});

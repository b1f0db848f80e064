// Proves the user-admin sign-in: the token and session id kept and the home opened, and an
// address that must wait told how long, in words.
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

it("stores the user-admin token and session id and opens the user-admin home", async () => {
  mockFetch({
    "POST /admin/auth/user/login": () =>
      jsonResponse({ Status: "OK", token: "contributor-token", ssid: "contributor-session" }),
    "GET /admin/get/user/admin/languages/to/post/contributor-session": () =>
      jsonResponse({ data: { user: "Asha", email: "writer@example.com", languages: [] } }),
  });
  const { router, user } = renderApp("/admin/user/login");

  await user.type(await screen.findByLabelText("Email"), "writer@example.com");
  await user.type(screen.getByLabelText("Password"), "a long password");
  await user.click(screen.getByRole("button", { name: "Log in" }));

  // "Admin" until the profile names the user-admin, then "Admin Asha".
  expect(await screen.findByRole("heading", { level: 1, name: /^Admin/ })).toBeVisible();
  expect(router.state.location.pathname).toBe("/admin/user/home");
  expect(localStorage.getItem("admin_token")).toBe("contributor-token");
  expect(localStorage.getItem("ssid_admin")).toBe("contributor-session");
});

it("tells an address that must wait how long, in words", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const waitInWords = "Too many failed attempts from this address. Try again in 1 minute.";
  mockFetch({
    "POST /admin/auth/user/login": () => errorResponse(429, "rate_limited", waitInWords),
  });
  const { user } = renderApp("/admin/user/login");

  await user.type(await screen.findByLabelText("Email"), "writer@example.com");
  await user.type(screen.getByLabelText("Password"), "a long password");
  await user.click(screen.getByRole("button", { name: "Log in" }));

  expect(await screen.findByRole("alertdialog", { name: waitInWords })).toBeVisible();
  expect(localStorage.getItem("admin_token")).toBeNull();
});

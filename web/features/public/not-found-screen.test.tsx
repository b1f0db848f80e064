import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { signInAdmin } from "../../test/sessions";

it("shows the not-found screen with a link home for an unknown path", async () => {
  renderApp("/no/such/screen");
  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
});

it("treats an unknown admin path as not found rather than as an admin screen", async () => {
  signInAdmin();
  renderApp("/admin/no-such-screen");
  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

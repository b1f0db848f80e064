import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderApp } from "../../test/render-app";

it("shows the not-found screen with a link home for an unknown path", async () => {
  renderApp("/no/such/screen");
  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
});

it("treats an unknown admin path as not found rather than as an admin screen", async () => {
  localStorage.setItem("token", "admin-token");
  renderApp("/admin/no-such-screen");
  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

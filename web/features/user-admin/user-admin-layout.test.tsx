// Proves the user-admin layout shows the bottom bar only while signed in (both stored keys).
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { expect, it } from "vitest";
import { ServerStateProvider } from "../../app/server-state";
import { PopupMessageProvider } from "../../components/popup-message";
import { i18n } from "../../lib/i18n/messages";
import { UserAdminLayout } from "./user-admin-layout";

function renderLayout() {
  render(
    <I18nProvider i18n={i18n}>
      <PopupMessageProvider>
        <ServerStateProvider retryReads={false}>
          <MemoryRouter initialEntries={["/admin/user/home"]}>
            <Routes>
              <Route element={<UserAdminLayout />}>
                <Route path="/admin/user/home" element={<h1>Screen</h1>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ServerStateProvider>
      </PopupMessageProvider>
    </I18nProvider>,
  );
}

it("shows the bottom bar under the screen when signed in", () => {
  localStorage.setItem("admin_token", "contributor-token");
  localStorage.setItem("ssid_admin", "contributor-session");
  renderLayout();

  expect(screen.getByRole("main")).toHaveTextContent("Screen");
  expect(screen.getByRole("navigation", { name: "User-admin navigation" })).toBeVisible();
});

it("shows no bottom bar without both stored keys", () => {
  localStorage.setItem("admin_token", "contributor-token");
  renderLayout();

  expect(screen.getByRole("main")).toHaveTextContent("Screen");
  expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
});

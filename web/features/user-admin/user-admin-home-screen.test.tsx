// Proves /admin/user/home: SPEC.md's "Admin {user name}" heading and its three tiles.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { errorResponse } from "../../test/error-responses";
import { expectLinks } from "../../test/expect-links";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { silenceConsoleErrors } from "../../test/sessions";
import { PROFILE_PATH, profile, signInContributor } from "../../test/user-admin-test-data";
import { UserAdminHomeScreen } from "./user-admin-home-screen";

beforeEach(signInContributor);

describe("/admin/user/home", () => {
  it("greets the user-admin by name with the Wallet, Add Question and View Question tiles", async () => {
    const requests = mockFetch({ [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile) });
    renderScreen(<UserAdminHomeScreen />, "/admin/user/home");

    expect(await screen.findByRole("heading", { level: 1, name: "Admin Asha" })).toBeVisible();
    expectLinks(screen, {
      Wallet: "/admin/user/wallet",
      "Add Question": "/admin/user/add",
      "View Question": "/admin/user/questions",
    });
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer contributor-token");
  });

  it("shows the server's message and a retry when the profile cannot be read", async () => {
    silenceConsoleErrors();
    mockFetch({
      [`GET ${PROFILE_PATH}`]: () => errorResponse(429, "rate_limited", "Slow down"),
    });
    renderScreen(<UserAdminHomeScreen />, "/admin/user/home");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load your profile. Slow down",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Wallet" })).toBeVisible();
  });
});

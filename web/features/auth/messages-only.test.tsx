// Proves the sign-in screens show no words that are not messages (issue 34's guard, see
// web/test/only-messages.ts): log-in and sign-up as first shown, the development sign-in
// dialog, and a blocked account's notice with the support address (data, from the config).
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import { errorResponse } from "../../test/error-responses";
import { fakeIdToken } from "../../test/fake-id-token";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { silenceConsoleErrors } from "../../test/sessions";
import { LoginScreen } from "./login-screen";
import { SignupScreen } from "./signup-screen";

renderInWrappedMessages();

const SUPPORT = "help@quizzy.example";

beforeEach(() => {
  silenceConsoleErrors();
  mockFetch({
    "GET /api/auth/config": () =>
      jsonResponse({
        googleClientId: "client-id",
        devIdentity: true,
        paidPlay: true,
        supportEmail: SUPPORT,
      }),
    "GET /api/dev/id-token": () =>
      jsonResponse({ idToken: fakeIdToken({ sub: "s", email: "new@example.com" }) }),
    "POST /api/post/google/auth": () => errorResponse(403, "account_blocked", "Blocked"),
  });
});

describe("only messages are shown", () => {
  it("on log-in, its dialog, and a blocked account's notice", async () => {
    const { container, user } = renderScreen(<LoginScreen />, "/login");
    expectOnlyMessages(container);

    await user.click(screen.getByRole("button", { name: "⟦Sign-Up / Sign-In with Google⟧" }));
    const dialog = await screen.findByRole("dialog", { name: "⟦Development sign-in⟧" });
    expectOnlyMessages(dialog);

    await user.type(within(dialog).getByLabelText("⟦Email⟧"), "new@example.com");
    await user.type(within(dialog).getByLabelText("⟦Name⟧"), "New Player");
    await user.click(within(dialog).getByRole("button", { name: "⟦Sign in⟧" }));
    await screen.findByRole("link", { name: SUPPORT });
    expectOnlyMessages(container, ["help quizzy example"]);
  });

  it("on sign-up", () => {
    const { container } = renderScreen(<SignupScreen />, "/signup");
    expectOnlyMessages(container);
  });
});

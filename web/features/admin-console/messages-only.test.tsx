// Proves the admin console's own screens (sign-in, sign-up, reset link, layout and menu,
// dashboard, audit log, contributors, admins, system check) show no words outside the
// admin catalogue (issue 34): each is rendered in the pseudo-language that wraps every
// message in ⟦ ⟧, loaded, empty and failed, and no letter may be left outside a wrapper.
// Names, addresses and formatted dates are data; shared components' words (the load-failure
// box, the new-password form) are messages too.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { CheckResponse, DashboardResponse } from "../../../contract/admin-insights";
import type { ContributorAdminView } from "../../../contract/admin-people";
import type { AuditEntryView } from "../../../contract/audit";
import type { AdminAccountView } from "../../../contract/passwords";
import { formatMoment } from "../../lib/day-format";
import { RealtimeProvider } from "../../lib/realtime/realtime-provider";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import {
  expectOnlyMessages,
  renderInWrappedMessages,
  withCellsApart,
} from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly, silenceConsoleErrors } from "../../test/sessions";
import { AdminAdminsScreen } from "./admin-admins-screen";
import { AdminAuditScreen } from "./admin-audit-screen";
import { AdminCheckScreen } from "./admin-check-screen";
import { AdminHomeScreen } from "./admin-home-screen";
import { AdminLayout } from "./admin-layout";
import { AdminLoginScreen } from "./admin-login-screen";
import { AdminMenu } from "./admin-menu";
import { AdminResetPasswordScreen } from "./admin-reset-password-screen";
import { AdminSignupScreen } from "./admin-signup-screen";
import { AdminUsersScreen } from "./admin-users-screen";

renderInWrappedMessages();

beforeEach(silenceConsoleErrors);

/** An email address as the guard reads its words. */
const emailWords = (email: string) => email.replace(/[@.]/g, " ");
const CREATED_AT = Date.UTC(2026, 0, 1);
const MOMENT = formatMoment(CREATED_AT);

const gameOn = { Status: "on", text: "", resumeAt: null, changedAt: 1 } as const;
const meera: AdminAccountView = {
  id: "a-1",
  name: "Meera",
  email: "meera@example.com",
  disabled: false,
  createdAt: CREATED_AT,
  you: true,
};
const kabir: AdminAccountView = { ...meera, id: "a-2", name: "Kabir", you: false };

describe("only messages are shown", () => {
  it("on the log-in and sign-up screens", () => {
    for (const [Screen, path] of [
      [AdminLoginScreen, "/admin/login"],
      [AdminSignupScreen, "/admin/signup"],
    ] as const) {
      const { container, unmount } = renderScreen(<Screen />, path);
      expectOnlyMessages(container);
      unmount();
    }
  });

  it.each([
    ["with a secret", "#secret"],
    ["without one", ""],
  ])("on the reset-password screen %s", (_state, hash) => {
    const path = "/admin/reset-password";
    const { container } = renderScreen(<AdminResetPasswordScreen />, path, `${path}${hash}`);
    expectOnlyMessages(withCellsApart(container));
  });

  it("in the layout and menu, signed out", () => {
    const { container } = renderScreen(<AdminLayout />, "/admin/login");
    expectOnlyMessages(container);
  });

  it("in the open menu, signed in", async () => {
    signInAdminQuietly();
    const { container, user } = renderScreen(<AdminMenu />, "/admin/home");
    await user.click(screen.getByRole("button", { name: /⟦Menu⟧/ }));
    expectOnlyMessages(container);
  });

  it("on the dashboard with its figures and the game switch", async () => {
    signInAdminQuietly();
    const figures: DashboardResponse = {
      at: Date.UTC(2026, 2, 1, 10),
      online: 12,
      onlineBy: { player: 9, visitor: 2, admin: 1 },
      activePlayers: 1,
      answersLastHour: 40,
      correctLastHour: 25,
      openPayouts: 2,
      openPayoutsPaise: 12550,
      pendingTickets: 3,
      pendingRequests: 0,
      game: gameOn,
    };
    mockFetch({
      "GET /admin/dashboard": () => jsonResponse(figures),
      "GET /admin/start/or/no/check": () => jsonResponse(gameOn),
    });
    const { container } = renderScreen(
      <RealtimeProvider audience="admin">
        <AdminHomeScreen />
      </RealtimeProvider>,
      "/admin/home",
    );
    await screen.findByText("⟦online now⟧");
    await screen.findByText("⟦Game is On⟧");
    expectOnlyMessages(container);
  });

  describe("on the audit log", () => {
    const entry: AuditEntryView = {
      id: "l-1",
      at: CREATED_AT,
      actor: { role: "admin", id: "a-1", name: "Meera" },
      action: "support-adjustment",
      subject: { kind: "player", id: "p-1", name: "Ravi" },
      summary: "Credited 2 tries",
      before: { tries: 0, cash: 100 },
      after: { tries: 2 },
    };
    const admins = () => jsonResponse({ data: [meera, kabir] });
    const page = (data: AuditEntryView[]) => () =>
      jsonResponse({ data, total: data.length, page: 1, pageSize: 25 });

    it("with an entry", async () => {
      signInAdminQuietly();
      mockFetch({ "GET /admin/audit": page([entry]), "GET /admin/admins": admins });
      const { container } = renderScreen(<AdminAuditScreen />, "/admin/audit");
      await screen.findByText("Credited 2 tries");
      expectOnlyMessages(withCellsApart(container), [MOMENT, "Meera Kabir Ravi", entry.summary]);
    });

    it("empty", async () => {
      signInAdminQuietly();
      mockFetch({ "GET /admin/audit": page([]), "GET /admin/admins": admins });
      const { container } = renderScreen(<AdminAuditScreen />, "/admin/audit");
      await screen.findByText("⟦Nothing in the log yet.⟧");
      expectOnlyMessages(withCellsApart(container), ["Kabir"]);
    });

    it("when the read fails", async () => {
      signInAdminQuietly();
      mockFetch({
        "GET /admin/audit": () => errorResponse(500, "internal", "Log down"),
        "GET /admin/admins": admins,
      });
      const { container } = renderScreen(<AdminAuditScreen />, "/admin/audit");
      await screen.findByRole("alert");
      expectOnlyMessages(withCellsApart(container), ["Kabir"]);
    });
  });

  describe("on the contributors", () => {
    const asha: ContributorAdminView = {
      id: "c-1",
      name: "Asha",
      email: "asha@example.com",
      disabled: true,
      createdAt: CREATED_AT,
      questions: 12,
      selected: 4,
      served: 150,
      answered: 97,
      earningsPaise: 2000,
    };

    it.each([
      ["listed", [asha], "Asha"],
      ["empty", [], "⟦No user-admins yet.⟧"],
    ])("%s", async (_state, data, shown) => {
      signInAdminQuietly();
      mockFetch({ "GET /admin/contributors": () => jsonResponse({ data }) });
      const { container } = renderScreen(<AdminUsersScreen />, "/admin/add/users");
      await screen.findAllByText(shown);
      expectOnlyMessages(withCellsApart(container), [MOMENT, asha.name, emailWords(asha.email)]);
    });
  });

  it("on the admins and invites", async () => {
    signInAdminQuietly();
    mockFetch({ "GET /admin/admins": () => jsonResponse({ data: [meera, kabir] }) });
    const { container } = renderScreen(<AdminAdminsScreen />, "/admin/admins");
    await screen.findByText("Kabir");
    expectOnlyMessages(withCellsApart(container), [MOMENT, "Kabir", emailWords(meera.email)]);
  });

  describe("on the system check", () => {
    const healthy: CheckResponse = {
      game: gameOn,
      sockets: 42,
      database: "ok",
      lastCron: { at: CREATED_AT, purged: 6 },
      counts: {
        players: 1200,
        questions: 340,
        pendingTickets: 2,
        openPayouts: 1,
        pendingRequests: 0,
      },
    };

    it.each([
      ["healthy", healthy],
      ["with the database down", { ...healthy, database: "down", counts: null, lastCron: null }],
    ])("%s", async (_state, check) => {
      signInAdminQuietly();
      mockFetch({ "GET /admin/check": () => jsonResponse(check) });
      const { container } = renderScreen(<AdminCheckScreen />, "/admin/check");
      await screen.findByText("⟦Counts⟧");
      expectOnlyMessages(withCellsApart(container), [MOMENT]);
    });

    it("when the check fails", async () => {
      signInAdminQuietly();
      mockFetch({ "GET /admin/check": () => errorResponse(500, "internal", "Check down") });
      const { container } = renderScreen(<AdminCheckScreen />, "/admin/check");
      await screen.findByRole("alert");
      expectOnlyMessages(container, ["Check down"]);
    });
  });
});

// Proves the people screens show no word that is not a message (issue 34): the players'
// list found and empty, one player's support page with the adjustment checked, and the
// ticket queue with a ticket and empty. Names, emails, memos and the player's report are
// data; dates are formatted values. Words of helpers this folder does not own (the ledger's
// balance names, the status words of players and tickets, the answer options) are theirs to
// prove, so they are named here.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { PlayerAdminView } from "../../../contract/admin-people";
import type { PlayerDetailResponse } from "../../../contract/player-support";
import type { AdminTicketView } from "../../../contract/tickets";
import { formatMoment } from "../../lib/day-format";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { dataWords, markOthersWords } from "../../test/others-words";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { adminTicketView } from "../../test/ticket-views";
import { AdminPlayerScreen } from "./admin-player-screen";
import { AdminPlayersScreen } from "./admin-players-screen";
import { AdminTicketScreen } from "./admin-ticket-screen";

renderInWrappedMessages();
beforeEach(signInAdminQuietly);

const CREATED = Date.UTC(2026, 1, 2);
const ravi: PlayerAdminView = {
  id: "p-1",
  name: "Ravi",
  email: "ravi@example.com",
  username: "ravi",
  status: "active",
  createdAt: CREATED,
};
const raviData = dataWords(ravi.name, ravi.email, ravi.username, formatMoment(CREATED));

/** Words of shared pieces: the players' status labels and the ledger's balances and units. */
const OTHERS_WORDS = [
  "Active",
  "Cash",
  "Bonus",
  "Winnings",
  "Coins",
  "Stars",
  "Tries",
  /^\d+ \p{L}+$/u,
];

describe("only messages are shown", () => {
  it("in the players' list", async () => {
    mockFetch({ "GET /admin/players": () => jsonResponse({ data: [ravi] }) });
    const { container } = renderScreen(<AdminPlayersScreen />, "/admin/players");
    await screen.findByRole("link", { name: ravi.name });
    markOthersWords(container, OTHERS_WORDS);
    expectOnlyMessages(container, raviData);
  });

  it("in the empty players' list", async () => {
    mockFetch({ "GET /admin/players": () => jsonResponse({ data: [] }) });
    const { container } = renderScreen(<AdminPlayersScreen />, "/admin/players");
    await screen.findByText("⟦No players yet.⟧");
    expectOnlyMessages(container);
  });

  it("on a player's support page, with the adjustment checked", async () => {
    const at = Date.UTC(2026, 2, 1);
    const detail: PlayerDetailResponse = {
      player: { ...ravi, referralCode: "RAVI42", deactivatedAt: null },
      balances: { cash: 5000, bonus: 1000, winnings: 0, coins: 120, stars: 3, tries: 2 },
      signIns: [{ at, city: null, country: "IN" }],
      runs: {
        latest: [
          {
            id: "r-1",
            status: "lost",
            questionCount: 10,
            correctCount: 4,
            stars: null,
            startedAt: at,
            endedAt: at,
          },
        ],
        total: 14,
      },
      tickets: [],
      payouts: [],
      referrals: { referredBy: { id: "p-0", name: "Asha" }, referred: [] },
    };
    mockFetch({
      "GET /admin/players/p-1": () => jsonResponse(detail),
      "GET /admin/players/p-1/ledger": () =>
        jsonResponse({ entries: [], total: 0, page: 1, pageSize: 25 }),
    });
    const { container, user } = renderScreen(
      <AdminPlayerScreen />,
      "/admin/players/:id",
      "/admin/players/p-1",
    );
    await screen.findByText("⟦Nothing has moved yet.⟧");
    await user.click(screen.getByRole("button", { name: "⟦Adjust balance…⟧" }));
    await screen.findByText("⟦Say why, in a few words⟧");
    markOthersWords(container, OTHERS_WORDS);
    expectOnlyMessages(container, [...raviData, ...dataWords("RAVI42 IN Asha", formatMoment(at))]);
  });

  it.each<[string, AdminTicketView[]]>([
    ["with a ticket", [adminTicketView({ refundable: false, refusal: "Already refunded" })]],
    ["empty", []],
  ])("in the ticket queue %s", async (_state, tickets) => {
    mockFetch({ "GET /admin/get/all/tickets/data/admin": () => jsonResponse({ data: tickets }) });
    const { container } = renderScreen(<AdminTicketScreen />, "/admin/ticket", undefined, {
      realtime: "admin",
    });
    await screen.findByRole("heading", { level: 1 });
    if (tickets.length === 0) await screen.findByText("⟦No tickets waiting⟧");
    else await screen.findByRole("article");
    // The options are the shared AnswerOptions' (area start), proven by its own guard.
    for (const options of container.querySelectorAll(".answer-options")) options.remove();
    // The email runs into the question's text: each is data.
    markOthersWords(
      container,
      tickets.map((ticket) => ticket.email),
    );
    const data = tickets.flatMap((ticket) =>
      dataWords(
        ticket.name,
        ticket.qst,
        ticket.msg,
        ticket.usa.toUpperCase(),
        ticket.refusal ?? "",
      ),
    );
    expectOnlyMessages(container, data);
  });
});

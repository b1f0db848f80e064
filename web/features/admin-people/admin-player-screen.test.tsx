// Proves /admin/players/{id} against a mocked server: balances, sign-ins with
// "unknown" where the edge saw no place, runs, tickets, payouts and referrals; the ledger
// page by page; a support adjustment checked first (a reason required, bonus in rupees),
// confirmed, sent once with the form's key (kept for a retry after a failure, new after a
// success), said in the page and the history read again; the server's refusal shown.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LedgerEntryView } from "../../../contract/account";
import type { PlayerDetailResponse } from "../../../contract/player-support";
import { detailsOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdmin, silenceConsoleErrors } from "../../test/sessions";
import { AdminPlayerScreen } from "./admin-player-screen";

const PLAYER = "/admin/players/p-1";
const LEDGER = "/admin/players/p-1/ledger";
const ADJUST = "/admin/players/p-1/adjustments";

const detail = (overrides: Partial<PlayerDetailResponse> = {}): PlayerDetailResponse => ({
  player: {
    id: "p-1",
    name: "Ravi",
    email: "ravi@example.com",
    username: "ravi",
    status: "active",
    createdAt: Date.UTC(2026, 0, 5),
    referralCode: "RAVI42",
    deactivatedAt: null,
  },
  balances: { cash: 5000, bonus: 1000, winnings: 0, coins: 120, stars: 3, tries: 2 },
  signIns: [
    { at: Date.UTC(2026, 2, 1), city: "Pune", country: "IN" },
    { at: Date.UTC(2026, 1, 1), city: null, country: null },
  ],
  runs: {
    latest: [
      {
        id: "r-1",
        status: "lost",
        questionCount: 10,
        correctCount: 4,
        stars: null,
        startedAt: Date.UTC(2026, 2, 1),
        endedAt: Date.UTC(2026, 2, 1, 0, 5),
      },
    ],
    total: 14,
  },
  tickets: [
    {
      id: "t-1",
      issue: "Image Loading",
      status: "refund",
      question: "Which river?",
      createdAt: Date.UTC(2026, 2, 1),
      decidedAt: Date.UTC(2026, 2, 2),
    },
  ],
  payouts: [],
  referrals: { referredBy: { id: "p-0", name: "Asha" }, referred: [] },
  ...overrides,
});

const entry = (id: string, memo: string, amount = 1): LedgerEntryView => ({
  id,
  account: "tries",
  amount,
  memo,
  createdAt: Date.UTC(2026, 2, 1),
});

const ledgerPage = (entries: LedgerEntryView[], total = entries.length, page = 1) =>
  jsonResponse({ entries, total, page, pageSize: 25 });

const renderPlayer = () => renderScreen(<AdminPlayerScreen />, "/admin/players/:id", PLAYER);
const part = (name: RegExp | string) => screen.getByRole("region", { name });

beforeEach(() => {
  signInAdmin();
  silenceConsoleErrors();
  vi.spyOn(crypto, "randomUUID")
    .mockReturnValueOnce("11111111-1111-4111-8111-111111111111")
    .mockReturnValueOnce("22222222-2222-4222-8222-222222222222");
});

describe("/admin/players/{id}", () => {
  it("shows the player's balances, sign-ins, runs, tickets and referrals", async () => {
    mockFetch({
      [`GET ${PLAYER}`]: () => jsonResponse(detail()),
      [`GET ${LEDGER}`]: () => ledgerPage([entry("e-1", "Run try", -1)]),
    });
    renderPlayer();

    expect(await screen.findByRole("heading", { level: 1, name: "Ravi" })).toBeVisible();
    const balances = part("Balances");
    expect(detailsOf(balances)).toMatchObject({
      Cash: "₹50.00",
      Bonus: "₹10.00",
      Coins: "120 coins",
      Tries: "2 tries",
    });
    const signIns = within(part("Sign-ins")).getAllByRole("row");
    expect(signIns.map((row) => row.textContent)).toEqual([
      "WhenCityCountry",
      expect.stringMatching(/PuneIN$/),
      expect.stringMatching(/unknownunknown$/),
    ]);
    expect(within(part("Runs (14 in all)")).getByText("4 of 10")).toBeVisible();
    expect(within(part("Tickets")).getByText("Refunded")).toBeVisible();
    expect(within(part("Payouts")).getByText("No payouts.")).toBeVisible();
    expect(within(part("Referrals")).getByRole("link", { name: "Asha" })).toHaveAttribute(
      "href",
      "/admin/players/p-0",
    );
    expect(await within(part("History")).findByText("Run try")).toBeVisible();
  });

  it("pages through the history", async () => {
    const requests = mockFetch({
      [`GET ${PLAYER}`]: () => jsonResponse(detail()),
      [`GET ${LEDGER}`]: (request) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        return ledgerPage([entry(`e-${page}`, `Entry on page ${page}`)], 30, page);
      },
    });
    const { user } = renderPlayer();
    const history = within(await screen.findByRole("region", { name: "History" }));
    await history.findByText("Entry on page 1");

    await user.click(history.getByRole("button", { name: "Next page" }));

    expect(await history.findByText("Entry on page 2")).toBeVisible();
    expect(history.getByText("Page 2 of 2")).toBeVisible();
    expect(new URL(callsTo(requests, "GET", LEDGER).at(-1)!.url).searchParams.get("page")).toBe(
      "2",
    );
  });

  it("says where a sign-in came from is unknown, and that there are none yet", async () => {
    mockFetch({
      [`GET ${PLAYER}`]: () => jsonResponse(detail({ signIns: [] })),
      [`GET ${LEDGER}`]: () => ledgerPage([]),
    });
    renderPlayer();

    expect(await screen.findByText("No sign-in recorded yet.")).toBeVisible();
    expect(await screen.findByText("Nothing has moved yet.")).toBeVisible();
  });

  it("shows the server's message when the player cannot be read", async () => {
    mockFetch({
      [`GET ${PLAYER}`]: () => errorResponse(404, "not_found", "No such player"),
      [`GET ${LEDGER}`]: () => ledgerPage([]),
    });
    renderPlayer();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the player. No such player",
    );
  });
});

describe("support adjustments", () => {
  it("credits tries after a confirmation and reads the history again", async () => {
    let adjusted = false;
    const requests = mockFetch({
      [`GET ${PLAYER}`]: () => jsonResponse(detail()),
      [`GET ${LEDGER}`]: () =>
        ledgerPage(adjusted ? [entry("e-9", "Adjusted by support: Lost connection", 2)] : []),
      [`POST ${ADJUST}`]: () => {
        adjusted = true;
        return jsonResponse({ Status: "OK", account: "tries", balance: 4 });
      },
    });
    const { user } = renderPlayer();
    const form = within(await screen.findByRole("region", { name: "Support adjustment" }));

    await user.type(form.getByLabelText("Amount"), "2");
    await user.type(form.getByLabelText("Reason"), "Lost connection");
    await user.click(form.getByRole("button", { name: "Adjust balance…" }));
    const confirm = within(screen.getByRole("alertdialog", { name: "Credit 2 tries?" }));
    expect(confirm.getByText(/To Ravi, because: Lost connection/)).toBeVisible();
    await user.click(confirm.getByRole("button", { name: "Credit" }));

    expect(await form.findByText("Credited 2 tries. The player now has 4 tries.")).toBeVisible();
    expect(await screen.findByText("Adjusted by support: Lost connection")).toBeVisible();
    expect(await callsTo(requests, "POST", ADJUST)[0]?.json()).toEqual({
      account: "tries",
      direction: "credit",
      amount: 2,
      reason: "Lost connection",
      key: "11111111-1111-4111-8111-111111111111",
    });
    expect(form.getByLabelText("Reason")).toHaveValue("");
  });

  it("asks for a reason and a whole amount before asking to confirm", async () => {
    const requests = mockFetch({
      [`GET ${PLAYER}`]: () => jsonResponse(detail()),
      [`GET ${LEDGER}`]: () => ledgerPage([]),
    });
    const { user } = renderPlayer();
    const form = within(await screen.findByRole("region", { name: "Support adjustment" }));

    await user.type(form.getByLabelText("Amount"), "1.5");
    await user.click(form.getByRole("button", { name: "Adjust balance…" }));

    expect(form.getByLabelText("Amount")).toBeInvalid();
    expect(form.getByLabelText("Reason")).toBeInvalid();
    expect(form.getByLabelText("Amount")).toHaveFocus();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo(requests, "POST", ADJUST)).toHaveLength(0);
  });

  it("debits bonus typed in rupees as paise, and keeps the key for a retry after a refusal", async () => {
    let answer = 0;
    const requests = mockFetch({
      [`GET ${PLAYER}`]: () => jsonResponse(detail()),
      [`GET ${LEDGER}`]: () => ledgerPage([]),
      [`POST ${ADJUST}`]: () =>
        answer++ === 0
          ? errorResponse(
              409,
              "insufficient_balance",
              "The player has only ₹10.00 of bonus: a debit cannot take the balance below zero",
            )
          : jsonResponse({ Status: "OK", account: "bonus", balance: 750 }),
    });
    const { user } = renderPlayer();
    const form = within(await screen.findByRole("region", { name: "Support adjustment" }));
    const adjustAndConfirm = async () => {
      await user.click(form.getByRole("button", { name: "Adjust balance…" }));
      const confirmation = screen.getByRole("alertdialog", { name: "Debit ₹2.50 of bonus?" });
      await user.click(within(confirmation).getByRole("button", { name: "Debit" }));
    };

    await user.selectOptions(form.getByLabelText("Balance"), "Bonus (₹)");
    await user.click(form.getByRole("radio", { name: "Debit (take)" }));
    await user.type(form.getByLabelText("Amount in rupees"), "2.50");
    await user.type(form.getByLabelText("Reason"), "Credited twice");
    await adjustAndConfirm();
    expect(
      await screen.findByRole("alertdialog", {
        name: /a debit cannot take the balance below zero/,
      }),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await adjustAndConfirm();

    expect(
      await form.findByText("Debited ₹2.50 of bonus. The player now has ₹7.50 of bonus."),
    ).toBeVisible();
    const bodies = await Promise.all(
      callsTo(requests, "POST", ADJUST).map((request) => request.json()),
    );
    expect(bodies.map((body) => [body.amount, body.direction, body.key])).toEqual([
      [250, "debit", "11111111-1111-4111-8111-111111111111"],
      [250, "debit", "11111111-1111-4111-8111-111111111111"],
    ]);
  });

  it("offers no adjustment for a deactivated account", async () => {
    mockFetch({
      [`GET ${PLAYER}`]: () =>
        jsonResponse(
          detail({
            player: {
              ...detail().player,
              status: "deactivated",
              deactivatedAt: Date.UTC(2026, 2, 3),
            },
          }),
        ),
      [`GET ${LEDGER}`]: () => ledgerPage([]),
    });
    renderPlayer();

    await screen.findByRole("region", { name: "Balances" });
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Support adjustment" })).not.toBeInTheDocument(),
    );
  });
});

// Proves the live shows' admin screens show no word that is not a message (issue 34): the
// list with shows and empty, the schedule form with its field errors, and the host's view
// of a running show, an ended one and a cancelled one. Titles, question texts, options and
// languages' names are the admins' data; dates are formatted values.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { AdminShowResponse } from "../../../contract/shows";
import { formatMoment } from "../../lib/day-format";
import { LANGUAGES_PATH, languages } from "../../test/admin-test-data";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { dataWords, markOthersWords } from "../../test/others-words";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { adminShowResponse, adminShowView } from "../../test/show-test-data";
import { AdminShowScreen } from "./admin-show-screen";
import { AdminShowsScreen } from "./admin-shows-screen";

renderInWrappedMessages();
beforeEach(signInAdminQuietly);

const SHOW_PATH = "/admin/shows/show-1";
const languagesRead = { [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }) };
const languageNames = languages.map((language) => language.name);

describe("only messages are shown", () => {
  it("in the shows' list and the schedule form, with its field errors", async () => {
    const show = adminShowView();
    mockFetch({ "GET /admin/shows": () => jsonResponse({ data: [show] }), ...languagesRead });
    const { container, user } = renderScreen(<AdminShowsScreen />, "/admin/shows");
    await screen.findByRole("link", { name: show.title });
    await user.click(screen.getByRole("button", { name: "⟦Schedule show⟧" }));
    await screen.findByText("⟦Give the show a title⟧");
    // The select's options run together in its text: each language's name is data.
    markOthersWords(container, languageNames);
    expectOnlyMessages(container, dataWords(show.title, formatMoment(show.startsAt)));
  });

  it("in the empty list", async () => {
    mockFetch({ "GET /admin/shows": () => jsonResponse({ data: [] }), ...languagesRead });
    const { container } = renderScreen(<AdminShowsScreen />, "/admin/shows");
    await screen.findByText(/^⟦No shows yet/);
    markOthersWords(container, languageNames);
    expectOnlyMessages(container);
  });

  it.each<[string, Partial<AdminShowResponse>]>([
    ["running", {}],
    ["ended", { status: "ended", winners: { count: 2, sharePaise: 15_000 }, paidPaise: 30_000 }],
    ["cancelled", { status: "cancelled" }],
  ])("in the host's view of a show %s", async (_state, overrides) => {
    const show = adminShowResponse(overrides);
    mockFetch({ [`GET ${SHOW_PATH}`]: () => jsonResponse(show), ...languagesRead });
    const { container } = renderScreen(<AdminShowScreen />, "/admin/shows/:id", SHOW_PATH, {
      realtime: "admin",
    });
    await screen.findByRole("heading", { level: 1, name: show.title });
    await screen.findByText(languages[0]!.name);
    expectOnlyMessages(container, [
      show.title,
      formatMoment(show.startsAt),
      ...languageNames,
      ...show.questions.flatMap((question) => [question.text, ...question.options]),
      // The answer counts' option letters, as the wire has them.
      "A B C D",
    ]);
  });
});

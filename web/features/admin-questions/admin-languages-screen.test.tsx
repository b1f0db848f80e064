// Proves /admin/languages: the languages questions are served in: add one (its code
// checked first; it starts disabled), rename one, disable and enable one, and the server's
// refusal to disable English shown; each language says how many live
// questions it has against a run's worth, and one short of them cannot be enabled (its
// button does nothing and is described by why).
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES_PATH, languages, languageView } from "../../test/admin-test-data";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminLanguagesScreen } from "./admin-languages-screen";

const renderLanguages = () => renderScreen(<AdminLanguagesScreen />, "/admin/languages");

beforeEach(signInAdminQuietly);

describe("/admin/languages", () => {
  const panel = () => document.body;

  it("adds a language and reads the list again", async () => {
    let added = false;
    const requests = mockFetch({
      [`GET ${LANGUAGES_PATH}`]: () =>
        jsonResponse({
          Data: added
            ? [...languages, languageView({ id: "bn", name: "Bengali", enabled: false }, 0)]
            : languages,
        }),
      "POST /admin/languages": () => {
        added = true;
        return jsonResponse({ Status: "OK", id: "bn" }, 201);
      },
    });
    const { user } = renderLanguages();
    await within(panel()).findByText("Hindi");

    await user.type(within(panel()).getByLabelText("Code"), "bn");
    await user.type(within(panel()).getByLabelText("Name"), "Bengali");
    await user.click(within(panel()).getByRole("button", { name: "Add language" }));

    expect(await within(panel()).findByText("Bengali")).toBeVisible();
    expect(await callsTo(requests, "POST", "/admin/languages")[0]?.json()).toEqual({
      code: "bn",
      name: "Bengali",
    });
    expect(
      within(panel()).getByText("Added Bengali. It stays disabled until it has 10 questions."),
    ).toBeVisible();
  });

  it("checks a new language's code before sending it", async () => {
    const requests = mockFetch({
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    const { user } = renderLanguages();
    await within(panel()).findByText("Hindi");

    await user.type(within(panel()).getByLabelText("Code"), "Bengali!");
    await user.click(within(panel()).getByRole("button", { name: "Add language" }));

    expect(within(panel()).getByLabelText("Code")).toBeInvalid();
    expect(within(panel()).getByLabelText("Code")).toHaveAccessibleDescription(
      /A code is 2 to 10 lowercase letters or hyphens$/,
    );
    expect(within(panel()).getByLabelText("Name")).toBeInvalid();
    expect(callsTo(requests, "POST", "/admin/languages")).toHaveLength(0);
  });

  it("disables and enables a language", async () => {
    const requests = mockFetch({
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "PATCH /admin/languages/hi": () => jsonResponse({ Status: "OK" }),
      "PATCH /admin/languages/ta": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderLanguages();

    await user.click(await within(panel()).findByRole("button", { name: "Disable Hindi" }));
    await waitFor(() => expect(callsTo(requests, "PATCH", "/admin/languages/hi")).toHaveLength(1));
    await user.click(within(panel()).getByRole("button", { name: "Enable Tamil" }));
    await waitFor(() => expect(callsTo(requests, "PATCH", "/admin/languages/ta")).toHaveLength(1));

    expect(await callsTo(requests, "PATCH", "/admin/languages/hi")[0]?.json()).toEqual({
      enabled: false,
    });
    expect(await callsTo(requests, "PATCH", "/admin/languages/ta")[0]?.json()).toEqual({
      enabled: true,
    });
  });

  it("says how many questions each language has against a run, and keeps one short of them off", async () => {
    const requests = mockFetch({
      [`GET ${LANGUAGES_PATH}`]: () =>
        jsonResponse({
          Data: [
            ...languages,
            languageView({ id: "mr", name: "Marathi", enabled: false }, 3),
            languageView({ id: "gu", name: "Gujarati", enabled: true }, 8),
          ],
        }),
    });
    const { user } = renderLanguages();

    expect(await within(panel()).findByText("12 of 10 questions: ready")).toBeVisible();
    const enable = within(panel()).getByRole("button", { name: "Enable Marathi" });
    expect(enable).toHaveAttribute("aria-disabled", "true");
    expect(enable).toHaveAccessibleDescription(
      "3 of 10 questions: add 7 more to enable. Add questions in Marathi",
    );
    expect(within(panel()).getByRole("link", { name: "Add questions in Marathi" })).toHaveAttribute(
      "href",
      "/admin/addquestion",
    );
    expect(
      within(panel()).getByText(/^8 of 10 questions: not offered to players until you add 2 more/),
    ).toBeVisible();
    await user.click(enable);
    expect(callsTo(requests, "PATCH", "/admin/languages/mr")).toHaveLength(0);
    expect(within(panel()).getByRole("button", { name: "Enable Tamil" })).toHaveAttribute(
      "aria-disabled",
      "false",
    );
  });

  it("shows the server's message when English is disabled", async () => {
    mockFetch({
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "PATCH /admin/languages/en": () =>
        errorResponse(
          409,
          "conflict",
          "English is what players of a disabled language get; it stays enabled",
        ),
    });
    const { user } = renderLanguages();

    await user.click(await within(panel()).findByRole("button", { name: "Disable English" }));

    expect(
      await screen.findByRole("alertdialog", {
        name: "English is what players of a disabled language get; it stays enabled",
      }),
    ).toBeVisible();
  });

  it("renames a language", async () => {
    const requests = mockFetch({
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "PATCH /admin/languages/hi": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderLanguages();

    await user.click(await within(panel()).findByRole("button", { name: "Rename Hindi" }));
    const name = within(panel()).getByLabelText("New name for hi");
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, "हिन्दी");
    await user.click(within(panel()).getByRole("button", { name: "Save name" }));

    await waitFor(() => expect(callsTo(requests, "PATCH", "/admin/languages/hi")).toHaveLength(1));
    expect(await callsTo(requests, "PATCH", "/admin/languages/hi")[0]?.json()).toEqual({
      name: "हिन्दी",
    });
    expect(await within(panel()).findByText("Renamed hi to हिन्दी.")).toBeVisible();
  });
});

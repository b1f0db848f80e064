// Proves /admin/user/add: SPEC.md section 5's required fields checked before anything is
// sent, the Answer choices showing the option texts, the post's body with an uploaded
// image's own address (uploaded, not linked; no post while it uploads), and section 8's
// messages (posted with its number and a cleared form, This question already exists, Something
// Went Wrong), with the server's field messages shown on their fields.
import { act, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openPage } from "../../lib/page-location";
import { errorResponse, invalidBody } from "../../test/error-responses";
import { fakeUploads, pickedFile } from "../../test/fake-upload";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { contributorQuestion } from "../../test/question-fixtures";
import { entryOf, fillQuestionForm } from "../../test/question-form";
import { renderScreen } from "../../test/render-screen";
import { silenceConsoleErrors } from "../../test/sessions";
import {
  POST_PATH,
  PROFILE_PATH,
  profile,
  signInContributor,
} from "../../test/user-admin-test-data";
import { UserAdminAddScreen } from "./user-admin-add-screen";

const renderAdd = () => renderScreen(<UserAdminAddScreen />, "/admin/user/add");
const field = (name: string | RegExp) => screen.getByLabelText(name);
/** Where the server says an upload is served. */
const UPLOADED = `/images/uploads/${"c4".repeat(32)}.png`;
/** "What is the capital of France?" (Paris, b, is right), a valid question to post. */
const france = entryOf(contributorQuestion());

async function postFrance(user: UserEvent) {
  await fillQuestionForm(user, france);
  await user.click(screen.getByRole("button", { name: "Post Question" }));
}

vi.mock("../../lib/page-location");

beforeEach(() => {
  vi.mocked(openPage).mockReset();
  signInContributor();
  silenceConsoleErrors();
});

describe("/admin/user/add", () => {
  it("names every missing field and sends nothing", async () => {
    const requests = mockFetch({ [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile) });
    const { user } = renderAdd();

    await user.click(await screen.findByRole("button", { name: "Post Question" }));

    expect(field("Question")).toBeInvalid();
    expect(field("Question")).toHaveFocus();
    expect(field("Question")).toHaveAccessibleDescription("Write the question");
    expect(field("Option A")).toHaveAccessibleDescription("Write option A");
    expect(field("Option D")).toHaveAccessibleDescription("Write option D");
    expect(field("Answer")).toHaveAccessibleDescription("Choose the answer");
    expect(field("Difficulty")).toHaveAccessibleDescription("Choose a difficulty");
    expect(field("Seconds")).toHaveAccessibleDescription(
      "Time to answer, 5 to 120 Enter the seconds",
    );
    expect(field("Image (optional)")).toBeValid();
    expect(field("Language (optional)")).toBeValid();
    expect(callsTo(requests, "POST", POST_PATH)).toHaveLength(0);
  });

  it("refuses seconds out of range", async () => {
    const requests = mockFetch({ [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile) });
    const { user } = renderAdd();
    await screen.findByRole("option", { name: "Hindi" });

    await fillQuestionForm(user, france);
    await user.clear(field("Seconds"));
    await user.type(field("Seconds"), "3");
    await user.click(screen.getByRole("button", { name: "Post Question" }));

    expect(field("Seconds")).toHaveAccessibleDescription(/At least 5 seconds$/);
    expect(field("Seconds")).toHaveFocus();
    expect(callsTo(requests, "POST", POST_PATH)).toHaveLength(0);
  });

  it("refuses a direction mark in an option and a control character in the question", async () => {
    const requests = mockFetch({ [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile) });
    const { user } = renderAdd();
    await screen.findByRole("option", { name: "Hindi" });

    await fillQuestionForm(user, {
      ...france,
      Questio: "What is the capital\u0007 of France?",
      c: "\u202Esirap",
    });
    await user.click(screen.getByRole("button", { name: "Post Question" }));

    expect(field("Question")).toHaveAccessibleDescription(
      /Use plain text, without control characters or direction marks$/,
    );
    expect(field("Option C")).toHaveAccessibleDescription(
      /Use plain text on one line, without control characters or direction marks$/,
    );
    expect(callsTo(requests, "POST", POST_PATH)).toHaveLength(0);
  });

  it("shows each option's text in the Answer choices", async () => {
    mockFetch({ [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile) });
    const { user } = renderAdd();

    await user.type(await screen.findByLabelText("Option A"), "Paris");

    expect(
      within(field("Answer"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose the answer", "a: Paris", "b", "c", "d"]);
  });

  it("posts the question, says its number and clears the form", async () => {
    const requests = mockFetch({
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
      [`POST ${POST_PATH}`]: () => jsonResponse({ Status: "OK", qno: 7 }, 201),
    });
    const { user } = renderAdd();
    await screen.findByRole("option", { name: "Hindi" });

    await fillQuestionForm(user, france);
    await user.selectOptions(field("Language (optional)"), "Hindi");
    await user.click(screen.getByRole("button", { name: "Post Question" }));

    const message = await screen.findByRole("alertdialog");
    expect(message).toHaveTextContent("Question no. 7 posted successfully.", {
      normalizeWhitespace: false,
    });
    const [post] = callsTo(requests, "POST", POST_PATH);
    expect(await post?.json()).toEqual({ user: "contributor-session", ...france, lang: "hi" });
    expect(post?.headers.get("Authorization")).toBe("Bearer contributor-token");
    expect(field("Question")).toHaveValue("");
    expect(field("Answer")).toHaveValue("");
    expect(field("Seconds")).toHaveValue(null);
  });

  it("uploads the image with the user-admin's session and posts its address once it is in", async () => {
    const uploads = fakeUploads();
    const requests = mockFetch({
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
      [`POST ${POST_PATH}`]: () => jsonResponse({ Status: "OK", qno: 8 }, 201),
    });
    const { user } = renderAdd();

    await fillQuestionForm(user, france);
    await user.upload(field("Image (optional)"), pickedFile("paris.png", "image/png"));
    expect(uploads[0]?.headers.Authorization).toBe("Bearer contributor-token");
    // Still uploading: the post waits for the image.
    await user.click(screen.getByRole("button", { name: "Post Question" }));
    expect(screen.getByText("Waiting for the image to upload…")).toBeInTheDocument();
    expect(callsTo(requests, "POST", POST_PATH)).toHaveLength(0);
    act(() => uploads[0]?.respond(200, { url: UPLOADED }));
    expect(await screen.findByRole("img", { name: /as players will see it/ })).toHaveAttribute(
      "src",
      UPLOADED,
    );
    await user.click(screen.getByRole("button", { name: "Post Question" }));

    await screen.findByRole("alertdialog");
    const body = await callsTo(requests, "POST", POST_PATH)[0]?.json();
    expect(body.img).toBe(UPLOADED);
    expect(body).not.toHaveProperty("lang");
    // A posted question clears the form, its image too.
    expect(screen.queryByRole("img", { name: /as players will see it/ })).toBeNull();
  });

  it("shows the server's refusal of an image address on the image field", async () => {
    mockFetch({
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
      [`POST ${POST_PATH}`]: () =>
        invalidBody({ img: "Upload the image here: links to other sites are not allowed" }),
    });
    const uploads = fakeUploads();
    const { user } = renderAdd();
    await fillQuestionForm(user, france);
    await user.upload(field("Image (optional)"), pickedFile("paris.png", "image/png"));
    act(() => uploads[0]?.respond(200, { url: UPLOADED }));
    await screen.findByRole("img", { name: /as players will see it/ });

    await user.click(screen.getByRole("button", { name: "Post Question" }));

    await waitFor(() =>
      expect(field("Image (optional)")).toHaveAccessibleDescription(
        /links to other sites are not allowed$/,
      ),
    );
  });

  it("says the question already exists and keeps the form for a question already posted", async () => {
    mockFetch({
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
      [`POST ${POST_PATH}`]: () =>
        errorResponse(409, "question_exists", "This question already exists.", { Status: "IN" }),
    });
    const { user } = renderAdd();

    await postFrance(user);

    expect(
      await screen.findByRole("alertdialog", { name: "This question already exists." }),
    ).toBeVisible();
    expect(field("Question")).toHaveValue("What is the capital of France?");
  });

  it("shows the server's field messages on their fields", async () => {
    mockFetch({
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
      [`POST ${POST_PATH}`]: () => invalidBody({ lang: "Unknown language" }),
    });
    const { user } = renderAdd();
    await screen.findByRole("option", { name: "Hindi" });

    await fillQuestionForm(user, france);
    await user.selectOptions(field("Language (optional)"), "Hindi");
    await user.click(screen.getByRole("button", { name: "Post Question" }));

    await waitFor(() => expect(field("Language (optional)")).toBeInvalid());
    expect(field("Language (optional)")).toHaveAccessibleDescription("Unknown language");
    expect(field("Language (optional)")).toHaveFocus();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("says something went wrong for any other failure", async () => {
    mockFetch({
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
      [`POST ${POST_PATH}`]: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const { user } = renderAdd();

    await postFrance(user);

    expect(
      await screen.findByRole("alertdialog", { name: "Something went wrong. Please try again." }),
    ).toBeVisible();
  });

  it("signs the user-admin out when the server says the session is dead", async () => {
    mockFetch({
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
      [`POST ${POST_PATH}`]: () =>
        errorResponse(401, "unauthorized", "Session expired", { Status: 505 }),
    });
    const { user } = renderAdd();

    await postFrance(user);

    await waitFor(() => expect(openPage).toHaveBeenCalledWith("/admin/user/login"));
    expect(localStorage.getItem("admin_token")).toBeNull();
    expect(localStorage.getItem("ssid_admin")).toBeNull();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

// Proves the question image's upload field (images are uploaded, not linked):
// a chosen file goes to POST /admin/images with the uploader's own session, its progress
// shows in words and a progress bar, the stored image is previewed from the address the
// server gave and becomes the field's value, Remove empties it; a file over 1 MB is
// refused before it is sent; the server's refusal or an unreachable server is said at the
// field, which keeps its value; a second file cannot be chosen while one is on its way.
import { I18nProvider } from "@lingui/react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../lib/i18n/messages";
import { fakeUploads, pickedFile } from "../test/fake-upload";
import { ImageUploadField } from "./image-upload-field";

const STORED = `/images/uploads/${"ab".repeat(32)}.png`;

type FormProps = { initial: string; uploadAs: "admin" | "userAdmin"; changes: string[] };

/** The field in a form of its own, every change of its value recorded in `changes`. */
function Form({ initial, uploadAs, changes }: FormProps) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <ImageUploadField
        id="image"
        name="img"
        label="Image (optional)"
        value={value}
        onChange={(url) => {
          changes.push(url);
          setValue(url);
        }}
        uploadAs={uploadAs}
      />
    </form>
  );
}

function renderField(initial = "", uploadAs: FormProps["uploadAs"] = "userAdmin") {
  const changes: string[] = [];
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <Form initial={initial} uploadAs={uploadAs} changes={changes} />
    </I18nProvider>,
  );
  return { user, changes, input: () => screen.getByLabelText("Image (optional)") };
}

const statusText = () => screen.getByRole("status").textContent?.trim();

beforeEach(() => {
  localStorage.setItem("admin_token", "user-admin-token");
  localStorage.setItem("token", "main-admin-token");
});

describe("the image upload field", () => {
  it("uploads a chosen image with its progress, previews it and takes its address", async () => {
    const sent = fakeUploads();
    const { user, changes, input } = renderField();
    expect(screen.queryByRole("img")).toBeNull();

    await user.upload(input(), pickedFile("planet.png", "image/png"));

    const [upload] = sent;
    expect(upload).toMatchObject({ method: "POST", url: "/admin/images" });
    expect(upload?.headers.Authorization).toBe("Bearer user-admin-token");
    expect(upload?.file.name).toBe("planet.png");
    expect(input()).toBeDisabled();
    act(() => upload?.progress(40, 100));
    expect(statusText()).toBe("Uploading… 40 %");
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "value",
      "0.4",
    );

    act(() => upload?.respond(200, { url: STORED }));

    const preview = await screen.findByRole("img", { name: "The image, as players will see it" });
    expect(preview).toHaveAttribute("src", STORED);
    expect(changes).toEqual([STORED]);
    expect(statusText()).toBe("");
    expect(input()).toBeEnabled();
  });

  it("removes the image, leaving the field empty", async () => {
    const { user, changes } = renderField(STORED);
    expect(screen.getByRole("img")).toHaveAttribute("src", STORED);

    await user.click(screen.getByRole("button", { name: "Remove image" }));

    expect(screen.queryByRole("img")).toBeNull();
    expect(changes).toEqual([""]);
    expect(screen.getByLabelText("Image (optional)")).toHaveFocus();
  });

  it("uploads with the main admin's session from an admin's form", async () => {
    const sent = fakeUploads();
    const { user, input } = renderField("", "admin");
    await user.upload(input(), pickedFile("q.webp", "image/webp"));
    expect(sent[0]?.headers.Authorization).toBe("Bearer main-admin-token");
  });

  it("refuses a file over 1 MB before sending it", async () => {
    const sent = fakeUploads();
    const { user, changes, input } = renderField();

    await user.upload(input(), pickedFile("huge.jpg", "image/jpeg", 1024 * 1024 + 1));

    expect(sent).toHaveLength(0);
    expect(screen.getByText("The image is larger than 1 MB. Choose a smaller one.")).toBeVisible();
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(changes).toEqual([]);
  });

  it("says what the server refused at the field, and keeps the image it had", async () => {
    const sent = fakeUploads();
    const { user, changes, input } = renderField(STORED);

    await user.upload(input(), pickedFile("page.png", "image/png"));
    act(() =>
      sent[0]?.respond(400, {
        error: "not_an_image",
        message: "The file is not a PNG, JPEG or WebP image",
        fields: [{ path: "file", message: "Choose a PNG, JPEG or WebP image" }],
      }),
    );

    expect(await screen.findByText("The file is not a PNG, JPEG or WebP image")).toBeVisible();
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("img")).toHaveAttribute("src", STORED);
    expect(within(screen.getByRole("status")).queryByRole("progressbar")).toBeNull();
    expect(changes).toEqual([]);
  });

  it("says when the server cannot be reached", async () => {
    const sent = fakeUploads();
    const { user, input } = renderField();

    await user.upload(input(), pickedFile("q.png", "image/png"));
    act(() => sent[0]?.fail());

    expect(await screen.findByText("Could not reach the server. Try again.")).toBeVisible();
    expect(input()).toBeEnabled();
  });

  it("clears its message once another image is on its way", async () => {
    const sent = fakeUploads();
    const { user, input } = renderField();
    await user.upload(input(), pickedFile("huge.png", "image/png", 2 * 1024 * 1024));
    expect(screen.getByText(/larger than 1 MB/)).toBeVisible();

    await user.upload(input(), pickedFile("small.png", "image/png"));

    expect(screen.queryByText(/larger than 1 MB/)).toBeNull();
    expect(sent).toHaveLength(1);
  });
});

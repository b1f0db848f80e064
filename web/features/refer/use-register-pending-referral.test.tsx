// Proves useRegisterPendingReferral: a stored referral (code and public tag) is POSTed
// once a player is signed in, once, and forgotten, without any device credential (the
// server judges the same phone); the server's refusal is said in the popup and
// forgotten; a failure on the way keeps it for later.
import { I18nProvider } from "@lingui/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { PopupMessageProvider } from "../../components/popup-message";
import { i18n } from "../../lib/i18n/messages";
import { writeStored } from "../../lib/storage";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { useRegisterPendingReferral } from "./use-register-pending-referral";

const DEVICE = "thisdevice000001";
const REFERRER_TAG = "publictag123";

function Host() {
  useRegisterPendingReferral();
  return null;
}

// The popup's button is a message: the app's frame puts the messages above it.
const renderHost = () =>
  render(
    <PopupMessageProvider>
      <Host />
    </PopupMessageProvider>,
    { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> },
  );

const referralCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === "/api/referral");

beforeEach(() => {
  localStorage.setItem("device_id", DEVICE);
  localStorage.setItem("refer_ui", "ASHA42");
  localStorage.setItem("refer_di", REFERRER_TAG);
  localStorage.setItem("new", "true");
  silenceConsoleErrors();
});

describe("useRegisterPendingReferral", () => {
  it("waits for sign-in, registers the referral once and forgets it", async () => {
    const requests = mockFetch({
      "POST /api/referral": () => jsonResponse({ Status: "OK" }, 201),
    });
    const view = renderHost();
    expect(referralCalls(requests)).toHaveLength(0);

    act(() => writeStored("ssid", "player-session"));

    await waitFor(() => expect(localStorage.getItem("refer_ui")).toBeNull());
    view.rerender(
      <PopupMessageProvider>
        <Host />
      </PopupMessageProvider>,
    );
    const calls = referralCalls(requests);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    const body = await calls[0]?.json();
    expect(body).toEqual({ referralCode: "ASHA42", ssid: REFERRER_TAG });
    expect(JSON.stringify(body)).not.toContain(DEVICE);
    expect(localStorage.getItem("refer_di")).toBeNull();
    expect(localStorage.getItem("new")).toBeNull();
  });

  it("says why the server refused and forgets the referral", async () => {
    signInPlayer();
    mockFetch({
      "POST /api/referral": () =>
        errorResponse(409, "conflict", "You were already referred by someone"),
    });
    renderHost();

    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "You were already referred by someone",
    );
    expect(localStorage.getItem("refer_ui")).toBeNull();
    expect(localStorage.getItem("refer_di")).toBeNull();
  });

  it("keeps the referral when the server could not be reached", async () => {
    signInPlayer();
    const requests = mockFetch({
      "POST /api/referral": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    renderHost();

    await waitFor(() => expect(referralCalls(requests)).toHaveLength(1));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(localStorage.getItem("refer_ui")).toBe("ASHA42");
    expect(localStorage.getItem("refer_di")).toBe(REFERRER_TAG);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

// Proves /account/upi against a mocked server: saved details prefill the form, UPI or
// bank details are PUT in the contract's shape, empty fields are caught before a request,
// the server's field errors are shown on their fields, and a trial claim left waiting by
// the scratch card is made once after saving (kept or forgotten as the answer says).
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readPendingTrialClaim, rememberPendingTrialClaim } from "../../lib/device-id";
import { errorResponse, invalidBody } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInPlayerQuietly } from "../../test/sessions";
import { PayoutDetailsScreen } from "./payout-details-screen";

const DEVICE = "device0123456789";
const saved = () => jsonResponse({ Status: "OK" });
const noDetails = () => jsonResponse({ details: null });

const renderDetails = () => renderScreen(<PayoutDetailsScreen />, "/account/upi");
const field = (name: string) => screen.getByRole("textbox", { name });

beforeEach(signInPlayerQuietly);

describe("/account/upi", () => {
  it("prefills saved bank details", async () => {
    mockFetch({
      "GET /api/account/upi": () =>
        jsonResponse({
          details: {
            method: "bank",
            ac_h_nme: "Asha K",
            bank_nme: "SBI",
            ifsc: "SBIN0001234",
            Acc_no: "123456789012",
          },
        }),
    });
    renderDetails();

    expect(await screen.findByRole("radio", { name: "Bank account" })).toBeChecked();
    expect(screen.getByRole("heading", { level: 1, name: "Payment Details" })).toBeVisible();
    expect(screen.getByRole("group", { name: "Send my payouts to" })).toBeVisible();
    expect(field("Account holder name")).toHaveValue("Asha K");
    expect(field("Bank name")).toHaveValue("SBI");
    expect(field("IFSC")).toHaveValue("SBIN0001234");
    expect(field("Account number")).toHaveValue("123456789012");
    expect(screen.queryByRole("textbox", { name: "UPI id" })).not.toBeInTheDocument();
  });

  it("saves a UPI id", async () => {
    const requests = mockFetch({
      "GET /api/account/upi": noDetails,
      "PUT /api/account/upi": saved,
    });
    const { user } = renderDetails();

    expect(await screen.findByRole("radio", { name: "UPI" })).toBeChecked();
    await user.type(field("UPI id"), " asha@okbank ");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Payment details saved.")).toBeVisible();
    const puts = callsTo(requests, "PUT", "/api/account/upi");
    expect(puts).toHaveLength(1);
    expect(await puts[0]?.json()).toEqual({ method: "upi", upi: "asha@okbank" });
    expect(puts[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(callsTo(requests, "POST", "/api/trial/claim")).toHaveLength(0);
  });

  it("asks for every empty field before sending anything", async () => {
    const requests = mockFetch({ "GET /api/account/upi": noDetails });
    const { user } = renderDetails();

    await user.click(await screen.findByRole("radio", { name: "Bank account" }));
    await user.type(field("Bank name"), "SBI");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(field("Account holder name")).toHaveFocus();
    expect(field("Account holder name")).toBeInvalid();
    expect(field("Account holder name")).toHaveAccessibleDescription(
      "Enter the account holder's name",
    );
    expect(field("IFSC")).toHaveAccessibleDescription(
      "11 characters, like SBIN0001234 Enter the IFSC",
    );
    expect(field("Bank name")).toBeValid();
    expect(callsTo(requests, "PUT", "/api/account/upi")).toHaveLength(0);
  });

  it("shows the server's validation messages on their fields", async () => {
    mockFetch({
      "GET /api/account/upi": noDetails,
      "PUT /api/account/upi": () =>
        invalidBody({
          ifsc: "An IFSC is 4 letters, a 0, then 6 letters or digits",
          Acc_no: "An account number has 9 to 18 digits",
        }),
    });
    const { user } = renderDetails();

    await user.click(await screen.findByRole("radio", { name: "Bank account" }));
    await user.type(field("Account holder name"), "A B");
    await user.type(field("Bank name"), "SBI");
    await user.type(field("IFSC"), "SBIN123");
    await user.type(field("Account number"), "12");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Check the fields marked below.");
    expect(field("IFSC")).toBeInvalid();
    expect(field("IFSC")).toHaveFocus();
    expect(field("IFSC")).toHaveAccessibleDescription(
      "11 characters, like SBIN0001234 An IFSC is 4 letters, a 0, then 6 letters or digits",
    );
    expect(field("Account number")).toHaveAccessibleDescription(
      "9 to 18 digits An account number has 9 to 18 digits",
    );
    expect(field("Account holder name")).toBeValid();
  });

  it("makes the waiting trial claim after saving, says so and forgets it", async () => {
    rememberPendingTrialClaim(DEVICE);
    const requests = mockFetch({
      "GET /api/account/upi": noDetails,
      "PUT /api/account/upi": saved,
      "POST /api/trial/claim": () =>
        jsonResponse({ Status: "OK", payoutId: "payout-1", rupee: 40 }),
    });
    const { user } = renderDetails();

    expect(
      await screen.findByText("Save your payment details to claim your trial reward."),
    ).toBeVisible();
    await user.type(field("UPI id"), "asha@okbank");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("₹40.00 claim requested")).toBeVisible();
    const claims = callsTo(requests, "POST", "/api/trial/claim");
    expect(claims).toHaveLength(1);
    expect(await claims[0]?.json()).toEqual({ deviceId: DEVICE });
    expect(claims[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(readPendingTrialClaim()).toBeNull();
    expect(screen.getByRole("link", { name: "See your pending payouts" })).toHaveAttribute(
      "href",
      "/account/pending",
    );
    expect(
      screen.queryByText("Save your payment details to claim your trial reward."),
    ).not.toBeInTheDocument();
  });

  it.each([
    ["conflict", "This reward was already claimed"],
    ["trial_prize_taken", "A trial prize can be claimed once per person and payout account."],
  ])(
    "forgets a claim the server refuses for good (%s) and shows its message",
    async (code, message) => {
      rememberPendingTrialClaim(DEVICE);
      mockFetch({
        "GET /api/account/upi": noDetails,
        "PUT /api/account/upi": saved,
        "POST /api/trial/claim": () => errorResponse(409, code, message),
      });
      const { user } = renderDetails();

      await user.type(await screen.findByRole("textbox", { name: "UPI id" }), "asha@okbank");
      await user.click(screen.getByRole("button", { name: "Save" }));

      expect(await screen.findByRole("alertdialog")).toHaveTextContent(message);
      expect(readPendingTrialClaim()).toBeNull();
    },
  );

  it("keeps a claim that failed on the way, for the next save", async () => {
    rememberPendingTrialClaim(DEVICE);
    mockFetch({
      "GET /api/account/upi": noDetails,
      "PUT /api/account/upi": saved,
      "POST /api/trial/claim": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const { user } = renderDetails();

    await user.type(await screen.findByRole("textbox", { name: "UPI id" }), "asha@okbank");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "Could not reach the server. Check your connection.",
    );
    await waitFor(() => expect(readPendingTrialClaim()).toBe(DEVICE));
  });
});

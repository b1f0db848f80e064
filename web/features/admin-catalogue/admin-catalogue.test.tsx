// Proves /admin/cupon and /admin/prize: the catalogue listed with prices, value in rupees,
// what a prize costs us (or that it is not set) and stock; adding (value typed in rupees,
// sent in paise; a prize's image uploaded to our own origin), editing in a
// dialog, and activating or deactivating an entry; the client's and the server's messages;
// A prize's sizes typed with commas, sent as a list, shown on its card, and checked.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CouponCatalogueView, PrizeCatalogueView } from "../../../contract/admin-economy";
import { detailOf, detailsOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { fakeUploads, pickedFile } from "../../test/fake-upload";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminCouponsScreen } from "./admin-coupons-screen";
import { AdminPrizesScreen } from "./admin-prizes-screen";

const COUPONS = "/admin/catalogue/coupons";
const HEADPHONES = `/images/uploads/${"0e".repeat(32)}.webp`;
const PRIZES = "/admin/catalogue/prizes";

const coupon: CouponCatalogueView = {
  id: "cp-1",
  name: "Movie voucher",
  coinPrice: 200,
  valuePaise: 5000,
  stock: 12,
  active: true,
  createdAt: Date.UTC(2026, 1, 1),
};
const prize: PrizeCatalogueView = {
  id: "pz-1",
  name: "Headphones",
  starPrice: 5,
  costPaise: 120_000,
  stock: 0,
  imageUrl: HEADPHONES,
  sizes: [],
  active: false,
  createdAt: Date.UTC(2026, 1, 1),
};

beforeEach(signInAdminQuietly);

describe("/admin/cupon", () => {
  const renderCoupons = () => renderScreen(<AdminCouponsScreen />, "/admin/cupon");

  it("lists each coupon with its price, value, stock and whether it is active", async () => {
    mockFetch({ [`GET ${COUPONS}`]: () => jsonResponse({ data: [coupon] }) });
    renderCoupons();

    const card = await screen.findByRole("listitem", { name: "Movie voucher" });
    expect(screen.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();
    expect(detailsOf(card)).toMatchObject({
      Price: "200 coins",
      Value: "₹50.00",
      Stock: "12",
    });
    expect(within(card).getByText("Active")).toBeVisible();
  });

  it("says so when the catalogue is empty", async () => {
    mockFetch({ [`GET ${COUPONS}`]: () => jsonResponse({ data: [] }) });
    renderCoupons();

    expect(await screen.findByText("No coupons yet. Add one below.")).toBeVisible();
  });

  it("adds a coupon with its value sent in paise", async () => {
    let added = false;
    const requests = mockFetch({
      [`GET ${COUPONS}`]: () => jsonResponse({ data: added ? [coupon] : [] }),
      [`POST ${COUPONS}`]: () => {
        added = true;
        return jsonResponse({ Status: "OK", id: "cp-1" }, 201);
      },
    });
    const { user } = renderCoupons();
    await screen.findByText("No coupons yet. Add one below.");

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Movie voucher");
    await user.type(screen.getByRole("textbox", { name: "Price in coins" }), "200");
    await user.type(screen.getByRole("textbox", { name: "Value (₹)" }), "50");
    await user.type(screen.getByRole("textbox", { name: "Stock" }), "12");
    await user.click(screen.getByRole("button", { name: "Add coupon" }));

    expect(await screen.findByRole("listitem", { name: "Movie voucher" })).toBeVisible();
    expect(await callsTo(requests, "POST", COUPONS)[0]?.json()).toEqual({
      name: "Movie voucher",
      coinPrice: 200,
      valuePaise: 5000,
      stock: 12,
      active: true,
    });
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
    expect(screen.getByText("Added Movie voucher.")).toBeVisible();
  });

  it("names what is missing and sends nothing", async () => {
    const requests = mockFetch({ [`GET ${COUPONS}`]: () => jsonResponse({ data: [] }) });
    const { user } = renderCoupons();

    await user.click(await screen.findByRole("button", { name: "Add coupon" }));

    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription("Write the name");
    expect(screen.getByRole("textbox", { name: "Price in coins" })).toHaveAccessibleDescription(
      "1 to 10,00,000 Enter a whole number",
    );
    expect(callsTo(requests, "POST", COUPONS)).toHaveLength(0);
  });

  it("edits a coupon in a dialog", async () => {
    const requests = mockFetch({
      [`GET ${COUPONS}`]: () => jsonResponse({ data: [coupon] }),
      [`PATCH ${COUPONS}/cp-1`]: () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderCoupons();

    await user.click(await screen.findByRole("button", { name: "Edit Movie voucher" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit Movie voucher" }));
    expect(dialog.getByRole("textbox", { name: "Value (₹)" })).toHaveValue("50.00");
    await user.clear(dialog.getByRole("textbox", { name: "Stock" }));
    await user.type(dialog.getByRole("textbox", { name: "Stock" }), "30");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await callsTo(requests, "PATCH", `${COUPONS}/cp-1`)[0]?.json()).toEqual({
      name: "Movie voucher",
      coinPrice: 200,
      valuePaise: 5000,
      stock: 30,
      active: true,
    });
    expect(screen.getByText("Saved Movie voucher.")).toBeVisible();
  });

  it("deactivates an active coupon", async () => {
    let active = true;
    const requests = mockFetch({
      [`GET ${COUPONS}`]: () => jsonResponse({ data: [{ ...coupon, active }] }),
      [`PATCH ${COUPONS}/cp-1`]: () => {
        active = false;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderCoupons();

    await user.click(await screen.findByRole("button", { name: "Deactivate Movie voucher" }));

    expect(await screen.findByRole("button", { name: "Activate Movie voucher" })).toBeVisible();
    expect(await callsTo(requests, "PATCH", `${COUPONS}/cp-1`)[0]?.json()).toEqual({
      active: false,
    });
    expect(
      within(screen.getByRole("listitem", { name: "Movie voucher" })).getByText("Inactive"),
    ).toBeVisible();
  });
});

describe("/admin/prize", () => {
  const renderPrizes = () => renderScreen(<AdminPrizesScreen />, "/admin/prize");

  it("lists each prize with its star price, what it costs us, stock and image", async () => {
    const older = { ...prize, id: "pz-0", name: "Sticker", costPaise: null };
    mockFetch({ [`GET ${PRIZES}`]: () => jsonResponse({ data: [prize, older] }) });
    renderPrizes();

    const card = await screen.findByRole("listitem", { name: "Headphones" });
    expect(detailOf(card, "Price")).toBe("5 stars");
    expect(detailOf(card, "Costs us")).toBe("₹1,200.00");
    expect(detailOf(screen.getByRole("listitem", { name: "Sticker" }), "Costs us")).toBe("Not set");
    expect(detailOf(card, "Stock")).toBe("0");
    expect(detailOf(card, "Sizes")).toBe("None");
    expect(within(card).getByText("Inactive")).toBeVisible();
    expect(card.querySelector("img")).toHaveAttribute("src", HEADPHONES);
  });

  it("uploads a prize's image with the admin's session and adds the prize with its address", async () => {
    const uploads = fakeUploads();
    const requests = mockFetch({
      [`GET ${PRIZES}`]: () => jsonResponse({ data: [] }),
      [`POST ${PRIZES}`]: () => jsonResponse({ Status: "OK", id: "pz-2" }, 201),
    });
    const { user } = renderPrizes();
    await screen.findByText(/No prizes yet/);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Headphones");
    await user.type(screen.getByRole("textbox", { name: "Price in stars" }), "5");
    await user.type(screen.getByRole("textbox", { name: "What one costs us (₹)" }), "300");
    await user.type(screen.getByRole("textbox", { name: "Stock" }), "3");
    await user.upload(
      screen.getByLabelText("Image (optional)"),
      pickedFile("h.webp", "image/webp"),
    );
    expect(uploads[0]?.headers.Authorization).toBe("Bearer admin-token");
    act(() => uploads[0]?.respond(200, { url: HEADPHONES }));
    await screen.findByRole("img", { name: /as players will see it/ });
    await user.click(screen.getByRole("button", { name: "Add prize" }));

    await waitFor(() => expect(callsTo(requests, "POST", PRIZES)).toHaveLength(1));
    expect(await callsTo(requests, "POST", PRIZES)[0]?.json()).toMatchObject({
      name: "Headphones",
      imageUrl: HEADPHONES,
    });
  });

  it("adds a prize without an image as null, and activates an inactive one", async () => {
    const requests = mockFetch({
      [`GET ${PRIZES}`]: () => jsonResponse({ data: [prize] }),
      [`POST ${PRIZES}`]: () => jsonResponse({ Status: "OK", id: "pz-2" }, 201),
      [`PATCH ${PRIZES}/pz-1`]: () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderPrizes();
    await screen.findByRole("listitem", { name: "Headphones" });

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Cap");
    await user.type(screen.getByRole("textbox", { name: "Price in stars" }), "2");
    await user.type(screen.getByRole("textbox", { name: "What one costs us (₹)" }), "85.50");
    await user.type(screen.getByRole("textbox", { name: "Stock" }), "40");
    await user.click(screen.getByRole("checkbox", { name: "Active (players can see it)" }));
    await user.click(screen.getByRole("button", { name: "Add prize" }));
    await user.click(screen.getByRole("button", { name: "Activate Headphones" }));

    await waitFor(() => expect(callsTo(requests, "PATCH", `${PRIZES}/pz-1`)).toHaveLength(1));
    expect(await callsTo(requests, "POST", PRIZES)[0]?.json()).toEqual({
      name: "Cap",
      starPrice: 2,
      costPaise: 8550,
      stock: 40,
      imageUrl: null,
      sizes: [],
      active: false,
    });
    expect(await callsTo(requests, "PATCH", `${PRIZES}/pz-1`)[0]?.json()).toEqual({
      active: true,
    });
  });

  it("gives a prize sizes typed with commas, sends them as a list and shows them on its card", async () => {
    const tshirt = { ...prize, id: "pz-3", name: "T-shirt", sizes: ["S", "M", "L", "XL"] };
    const requests = mockFetch({
      [`GET ${PRIZES}`]: () => jsonResponse({ data: [tshirt] }),
      [`POST ${PRIZES}`]: () => jsonResponse({ Status: "OK", id: "pz-4" }, 201),
    });
    const { user } = renderPrizes();
    const card = await screen.findByRole("listitem", { name: "T-shirt" });
    expect(detailOf(card, "Sizes")).toBe("S, M, L, XL");

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Hoodie");
    await user.type(screen.getByRole("textbox", { name: "Price in stars" }), "8");
    await user.type(screen.getByRole("textbox", { name: "What one costs us (₹)" }), "300");
    await user.type(screen.getByRole("textbox", { name: "Stock" }), "5");
    const sizes = screen.getByRole("textbox", { name: "Sizes" });
    await user.type(sizes, "M, L, M");
    await user.click(screen.getByRole("button", { name: "Add prize" }));

    expect(sizes).toBeInvalid();
    expect(sizes).toHaveAccessibleDescription(expect.stringContaining("Name each one once"));
    expect(callsTo(requests, "POST", PRIZES)).toHaveLength(0);

    await user.clear(sizes);
    await user.type(sizes, " S,M , L,, XL ");
    await user.click(screen.getByRole("button", { name: "Add prize" }));

    await waitFor(() => expect(callsTo(requests, "POST", PRIZES)).toHaveLength(1));
    expect(await callsTo(requests, "POST", PRIZES)[0]?.json()).toMatchObject({
      name: "Hoodie",
      sizes: ["S", "M", "L", "XL"],
    });
    await user.click(within(card).getByRole("button", { name: "Edit T-shirt" }));
    expect(within(screen.getByRole("dialog")).getByRole("textbox", { name: "Sizes" })).toHaveValue(
      "S, M, L, XL",
    );
  });

  it("shows the server's message when the catalogue cannot be read", async () => {
    mockFetch({
      [`GET ${PRIZES}`]: () => errorResponse(500, "internal", "Try later"),
    });
    renderPrizes();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the prizes. Try later",
    );
  });
});

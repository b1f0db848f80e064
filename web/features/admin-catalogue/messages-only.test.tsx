// Proves the catalogue screens show no word that is not a message (issue 34): the coupons
// listed and empty, the prizes listed with the add form refused, and the claim requests
// with a prize to deliver and empty. Entry, player and address texts are data; dates are
// formatted values.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { CouponCatalogueView, PrizeCatalogueView } from "../../../contract/admin-economy";
import type { ClaimRequestView } from "../../../contract/admin-requests";
import { formatMoment } from "../../lib/day-format";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { dataWords, markOthersWords } from "../../test/others-words";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminCouponsScreen } from "./admin-coupons-screen";
import { AdminPrizesScreen } from "./admin-prizes-screen";
import { AdminRequestsScreen } from "./admin-requests-screen";

renderInWrappedMessages();

/** The spec fields' own words (web/components/admin, proven by its guard): bounds, "(optional)". */
const SPEC_FIELDS_WORDS = [/^₹?[\d,.]+ to ₹?[\d,.]+$/, /\(optional\)$/];
beforeEach(signInAdminQuietly);

const AT = Date.UTC(2026, 2, 1);
const coupon: CouponCatalogueView = {
  id: "cp-1",
  name: "Movie voucher",
  coinPrice: 200,
  valuePaise: 5000,
  stock: 12,
  active: true,
  createdAt: AT,
};
const prize: PrizeCatalogueView = {
  id: "pz-1",
  name: "Headphones",
  starPrice: 5,
  costPaise: null,
  stock: 0,
  imageUrl: null,
  sizes: ["S", "M"],
  active: false,
  createdAt: AT,
};
const claim: ClaimRequestView = {
  id: "cr-1",
  kind: "cart",
  status: "approved",
  reason: null,
  createdAt: AT,
  decidedAt: AT,
  player: { id: "p-1", name: "Asha", email: "asha@example.com" },
  item: { name: "Headphones", starPrice: 5, valuePaise: null, imageUrl: null },
  delivery: {
    name: "Asha Rao",
    phone: "9876543210",
    addressLine1: "12 MG Road, Indiranagar",
    addressLine2: "",
    city: "Bengaluru",
    state: "Karnataka",
    pinCode: "560038",
    size: "M",
    trackingReference: null,
    shippedAt: null,
  },
};

describe("only messages are shown", () => {
  it.each([
    ["with a coupon", [coupon]],
    ["empty", []],
  ])("in the coupons %s", async (_state, coupons) => {
    mockFetch({ "GET /admin/catalogue/coupons": () => jsonResponse({ data: coupons }) });
    const { container } = renderScreen(<AdminCouponsScreen />, "/admin/cupon");
    await screen.findByRole("heading", { level: 2, name: "⟦Every coupon⟧" });
    await screen.findByText(coupons.length ? coupon.name : /^⟦No coupons yet/);
    markOthersWords(container, SPEC_FIELDS_WORDS);
    expectOnlyMessages(container, dataWords(coupon.name));
  });

  it("in the prizes", async () => {
    mockFetch({ "GET /admin/catalogue/prizes": () => jsonResponse({ data: [prize] }) });
    const { container } = renderScreen(<AdminPrizesScreen />, "/admin/prize");
    await screen.findByText(prize.name);
    markOthersWords(container, SPEC_FIELDS_WORDS);
    expectOnlyMessages(container, dataWords(prize.name, ...prize.sizes));
  });

  it.each([
    ["with a prize to ship", [claim]],
    ["empty", []],
  ])("in the claim requests %s", async (_state, claims) => {
    mockFetch({ "GET /admin/requests": () => jsonResponse({ data: claims }) });
    const { container } = renderScreen(<AdminRequestsScreen />, "/admin/request");
    if (claims.length) await screen.findByRole("article");
    else await screen.findByText("⟦No pending requests.⟧");
    const { delivery, player } = claim;
    expectOnlyMessages(
      container,
      dataWords(
        claim.item.name,
        player.name,
        player.email ?? "",
        formatMoment(AT),
        ...Object.values(delivery ?? {}).map(String),
      ),
    );
  });
});

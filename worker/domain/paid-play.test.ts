// Proves who may pay to play (decision 021): nobody while paid play is off here, whatever
// they confirmed; a player who has not confirmed their age and place must first; one who
// lives where a main admin switched it off may not; everyone else may. And the audit
// log's words for the list of places and a player's declaration.
import { describe, expect, it } from "vitest";
import { REGIONS } from "../../contract/regions";
import {
  eligibilitySummary,
  paidPlayAccess,
  paidPlayRegionsSummary,
  placesText,
} from "./paid-play";

const confirmed = (region: string) => ({ region, confirmedAt: 1 });

describe("paid play access", () => {
  it.each([
    [false, null, [], "off"],
    [false, confirmed("MH"), [], "off"],
    [true, null, [], "eligibility_required"],
    [true, null, ["TN"], "eligibility_required"],
    [true, confirmed("TN"), ["TN"], "closed_in_region"],
    [true, confirmed("MH"), ["TN"], "open"],
    [true, confirmed("MH"), [], "open"],
  ] as const)(
    "with paid play on %s, %o confirmed and off in %o is %s",
    (on, eligibility, off, access) => {
      expect(paidPlayAccess({ paidPlayOn: on, eligibility, offRegions: off })).toBe(access);
    },
  );
});

describe("the places", () => {
  it("are India's 28 states and 8 union territories, each code once", () => {
    expect(REGIONS).toHaveLength(36);
    expect(new Set(REGIONS.map((region) => region.code)).size).toBe(36);
    expect(REGIONS.map((region) => region.code)).toEqual(
      expect.arrayContaining(["MH", "TN", "DL", "KA", "LA", "PY"]),
    );
  });

  it("are named in words in the audit log", () => {
    expect(paidPlayRegionsSummary(["TN"])).toBe("Paid play is off in Tamil Nadu");
    expect(paidPlayRegionsSummary([])).toBe("Paid play is on in every state and union territory");
    expect(placesText(["GA", "KL", "TN"])).toBe("Goa, Kerala and Tamil Nadu");
    expect(placesText([])).toBe("none");
    expect(eligibilitySummary("DL")).toBe("Confirmed being 18 or older and living in Delhi");
  });
});

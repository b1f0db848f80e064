/**
 * India's 28 states and 8 union territories by their ISO 3166-2:IN codes (as revised in
 * 2023: CG, OD, TS, UK), sorted by name as a person scans them: the places a player names
 * before paid play (decision 021), and where a prize is delivered. Paid play is offered in
 * India only: a player who lives elsewhere names none, and plays free.
 * The schemas are in eligibility.ts, so a screen that lists places loads no zod.
 */
export const REGIONS = [
  { code: "AN", name: "Andaman and Nicobar Islands" },
  { code: "AP", name: "Andhra Pradesh" },
  { code: "AR", name: "Arunachal Pradesh" },
  { code: "AS", name: "Assam" },
  { code: "BR", name: "Bihar" },
  { code: "CH", name: "Chandigarh" },
  { code: "CG", name: "Chhattisgarh" },
  { code: "DH", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "DL", name: "Delhi" },
  { code: "GA", name: "Goa" },
  { code: "GJ", name: "Gujarat" },
  { code: "HR", name: "Haryana" },
  { code: "HP", name: "Himachal Pradesh" },
  { code: "JK", name: "Jammu and Kashmir" },
  { code: "JH", name: "Jharkhand" },
  { code: "KA", name: "Karnataka" },
  { code: "KL", name: "Kerala" },
  { code: "LA", name: "Ladakh" },
  { code: "LD", name: "Lakshadweep" },
  { code: "MP", name: "Madhya Pradesh" },
  { code: "MH", name: "Maharashtra" },
  { code: "MN", name: "Manipur" },
  { code: "ML", name: "Meghalaya" },
  { code: "MZ", name: "Mizoram" },
  { code: "NL", name: "Nagaland" },
  { code: "OD", name: "Odisha" },
  { code: "PY", name: "Puducherry" },
  { code: "PB", name: "Punjab" },
  { code: "RJ", name: "Rajasthan" },
  { code: "SK", name: "Sikkim" },
  { code: "TN", name: "Tamil Nadu" },
  { code: "TS", name: "Telangana" },
  { code: "TR", name: "Tripura" },
  { code: "UP", name: "Uttar Pradesh" },
  { code: "UK", name: "Uttarakhand" },
  { code: "WB", name: "West Bengal" },
] as const;

export type RegionCode = (typeof REGIONS)[number]["code"];

export type IndianRegion = (typeof REGIONS)[number]["name"];
/** The places by name, as a delivery address names its state or union territory. */
export const indianRegions = REGIONS.map((region) => region.name) as [
  IndianRegion,
  ...IndianRegion[],
];

/** The place's name, as "Tamil Nadu"; the code itself for one not in the list. */
export function regionName(code: string): string {
  return REGIONS.find((region) => region.code === code)?.name ?? code;
}

/** The places by name, as a sentence lists them: "Goa, Kerala and Tamil Nadu". */
export function regionNames(codes: readonly string[]): string {
  const names = codes.map(regionName);
  const last = names.pop();
  return names.length > 0 ? `${names.join(", ")} and ${last}` : (last ?? "");
}

/** Why a player in a place on that list cannot pay to play: the screens and the 403 say it. */
export function paidPlayClosedMessage(region: string): string {
  return `Paid play is not available in ${regionName(region)}. Your free daily try is still yours.`;
}

export const ELIGIBILITY_REQUIRED_MESSAGE =
  "Before you pay to play, confirm that you are 18 or older and name your state or union territory.";

import { regionName } from "../../../contract/regions";

/** "Goa, Kerala and Tamil Nadu" in the language's own way of listing. */
export function placesText(regions: readonly string[], language: string): string {
  return new Intl.ListFormat(`${language}-IN`, { type: "conjunction" }).format(
    regions.map(regionName),
  );
}

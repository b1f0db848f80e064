/**
 * Where a request came from, as Cloudflare's edge says in `request.cf`: the
 * client never says, so it cannot claim a place. Locally and in tests there is no `cf`,
 * and a location the edge could not tell is null (shown as "unknown").
 */
export function edgeLocation(request: Request): { city: string | null; country: string | null } {
  const cf = request.cf as { city?: unknown; country?: unknown } | undefined;
  return { city: placeName(cf?.city), country: placeName(cf?.country) };
}

const placeName = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 100) : null;

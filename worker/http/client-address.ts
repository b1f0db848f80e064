import type { Context } from "hono";
import type { AppEnv } from "./app-env";

/** The caller's address as Cloudflare saw it; what is logged and stored. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP") ?? "unknown";
}

/**
 * The bucket an address is counted in. An IPv4 address is one bucket; an IPv6 client
 * usually holds a whole /64 and can pick any address inside it, so the /64 is one.
 */
export function addressBucket(ip: string): string {
  if (!ip.includes(":")) return `ip:${ip}`;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = ip.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "") || "0");
  return `ip6:${prefix.join(":")}::/64`;
}

/** The bucket of this request's address. */
export const clientBucket = (c: Context<AppEnv>) => addressBucket(clientIp(c));

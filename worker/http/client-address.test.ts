// Proves how an address is counted for per-address limits (limits that would
// lock out real players behind one address): an IPv4 address is its own bucket, and every
// address of one IPv6 /64 shares one, however it is written.
import { describe, expect, it } from "vitest";
import { addressBucket } from "./client-address";

describe("addressBucket", () => {
  it("counts an IPv4 address on its own", () => {
    expect(addressBucket("198.51.100.7")).toBe("ip:198.51.100.7");
    expect(addressBucket("198.51.100.8")).not.toBe(addressBucket("198.51.100.7"));
  });

  it("counts every address of one IPv6 /64 as one", () => {
    const bucket = addressBucket("2001:db8:1:2::1");
    expect(bucket).toBe("ip6:2001:db8:1:2::/64");
    expect(addressBucket("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(bucket);
    expect(addressBucket("2001:DB8:1:2:0:0:0:9")).toBe(bucket);
  });

  it("keeps two /64s apart", () => {
    expect(addressBucket("2001:db8:1:3::1")).not.toBe(addressBucket("2001:db8:1:2::1"));
  });

  it("expands a leading ::", () => {
    expect(addressBucket("::1")).toBe("ip6:0:0:0:0::/64");
  });
});

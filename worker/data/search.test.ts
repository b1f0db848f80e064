// Proves the admin searches' substring match: any length the contract allows (D1 refuses
// LIKE patterns over 50 bytes, which made a long search a 500), wildcards taken
// literally, ASCII case ignored.
import { describe, expect, it } from "vitest";
import { call, signInAdmin, signInPlayer } from "../test/harness";

describe("the admin's player search", () => {
  it("answers a search of the longest allowed length instead of failing", async () => {
    await signInPlayer();
    const admin = await signInAdmin();
    const { status, json } = await call(`/admin/players?q=${"a".repeat(100)}`, {
      token: admin.token,
    });
    expect(status).toBe(200);
    expect(json.data).toEqual([]);
  });

  it("takes % and _ literally and ignores ASCII case", async () => {
    const found = await signInPlayer("Case_Match@example.com");
    await signInPlayer("casexmatch@example.com");
    const admin = await signInAdmin();
    const search = async (q: string) => {
      const { json } = await call(`/admin/players?q=${encodeURIComponent(q)}`, {
        token: admin.token,
      });
      return (json.data as { id: string }[]).map((player) => player.id);
    };
    expect(await search("CASE_match")).toEqual([found.userId]);
    expect(await search("case%match")).toEqual([]);
  });
});

// Proves the development identity provider does not exist while DEV_IDENTITY is off: its
// 404 comes before the query is judged, so not even a bad query tells the route is there.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../index";

async function send(path: string, devIdentity: "on" | "off", method = "GET") {
  const request = new Request(`http://quizzy.test${path}`, {
    method,
    headers: { "CF-Connecting-IP": "10.8.0.1" },
  });
  const response =
    devIdentity === "off"
      ? await app.fetch(request, { ...env, DEV_IDENTITY: "" })
      : await exports.default.fetch(request);
  return { status: response.status, json: (await response.json()) as { error: string } };
}

describe("the development identity provider", () => {
  it("answers 404 while off, before judging the query", async () => {
    for (const path of ["/api/dev/id-token?email=not-an-email", "/api/dev/jwks"]) {
      const { status, json } = await send(path, "off");
      expect(status).toBe(404);
      expect(json.error).toBe("not_found");
    }
  });

  it("judges the query while on", async () => {
    const { status, json } = await send("/api/dev/id-token?email=not-an-email", "on");
    expect(status).toBe(400);
    expect(json.error).toBe("invalid_input");
  });

  it("has no route for another method, on or off", async () => {
    for (const devIdentity of ["on", "off"] as const) {
      const { status, json } = await send("/api/dev/id-token", devIdentity, "POST");
      expect(status).toBe(404);
      expect(json).toEqual({ error: "not_found", message: "No such API route" });
    }
  });
});

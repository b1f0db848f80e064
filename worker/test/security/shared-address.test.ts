// Proves "limits that would lock out real players behind one address" stay
// fixed: a carrier's NAT, a college or an office puts many real players behind one
// address, so 200 players signing in and 50 devices playing the trial from one address
// within ten minutes are all served; the limits that stop one attacker are per person
// and per device, and still refuse one account or one device at its own limit. How an
// IPv6 /64 is counted as one address is proven in http/client-address.test.ts.
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { auditLedger } from "../../data/money/ledger-audit";
import { rateRules } from "../../http/rate-limit";
import { addQuestions, call, postSignIn, uniqueEmail } from "../harness";

const HALL = "198.51.100.250";

const signInFrom = (ip: string, email: string) => postSignIn(email, { ip });

describe("one address, many people", () => {
  it("serves 200 different players signing in from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 20) {
      const batch = Array.from({ length: 20 }, () =>
        signInFrom(HALL, uniqueEmail("hall")).then(({ status }) => status),
      );
      statuses.push(...(await Promise.all(batch)));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);

  it("serves 50 different devices playing the trial from one address", async () => {
    await addQuestions(3, { trial: true });
    const ip = "198.51.100.251";
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const device = `hall-device-${i}-${Date.now()}`;
      statuses.push((await call(`/api/get/singel/qst/${device}`, { ip })).status);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);
});

describe("one person, one device", () => {
  it("refuses one account past its own sign-in limit, from any address", async () => {
    const email = uniqueEmail("eager");
    const { limit } = rateRules.signInsPerPerson;
    for (let i = 0; i < limit; i++) {
      expect((await signInFrom(`198.51.100.${i % 200}`, email)).status).toBe(200);
    }
    const refused = await signInFrom("198.51.100.201", email);
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("Retry-After")).toBeTruthy();
    // Another person from the same addresses is still served.
    expect((await signInFrom("198.51.100.1", uniqueEmail("other"))).status).toBe(200);
  }, 60_000);

  it("gives one device one trial however often it asks, and judges one answer", async () => {
    await addQuestions(3, { trial: true });
    const device = `one-device-${Date.now()}`;
    const first = await call(`/api/get/singel/qst/${device}`);
    const again = await call(`/api/get/singel/qst/${device}`);
    const question = first.json.data as { qno: string };
    expect((again.json.data as { qno: string }).qno).toBe(question.qno);
    const answers = await Promise.all(
      ["a", "b", "c", "d"].map((ans) =>
        call("/api/get/singel/qst/ans", { body: { ip: device, qno: question.qno, ans } }),
      ),
    );
    const judged = answers.filter(({ json }) => json.Status !== "EX CORRECT");
    expect(judged).toHaveLength(1);
  });
});

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});

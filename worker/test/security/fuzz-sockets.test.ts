// Proves the realtime sockets survive fuzzed client input: frames shaped like every
// server message type (clients only listen, so a client sending them is lying), one field
// off, unknown types, non-JSON, binary, near the size limit, and closes with odd codes;
// after each, a real switch change still reaches a player, a visitor and an admin socket,
// and nothing else arrives. Fuzzed upgrade requests (headers, sub-protocols, tokens, device
// ids) are never answered with a 5xx or a stack trace. Does not prove reconnects: the web
// tests do.
import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  BEARER_PROTOCOL_PREFIX,
  DEVICE_PROTOCOL_PREFIX,
  REALTIME_PROTOCOL,
  serverMessage,
} from "../../../contract/realtime";
import { call, signInAdmin, signInPlayer } from "../harness";
import { openSocket, type TestSocket } from "../sockets";
import { jsonSchemaOf, nearlyValidValue, validValue } from "./arbitrary-from-schema";
import { garbageBody } from "./fuzz-garbage";
import { answerOf, assertSafeAnswer } from "./fuzz-safe-answer";
import { FUZZ_TIMEOUT_MS, fuzzParameters } from "./fuzz-settings";
import { itLeavesTheLedgerBalanced } from "./fuzz-suite";

type Audience = "player" | "visitor" | "admin";
type Frame =
  | { kind: "text"; data: string }
  | { kind: "binary"; data: Uint8Array }
  | { kind: "close"; code: number; reason: string };

const serverMessageSchema = jsonSchemaOf(serverMessage);
/** The runtime answers this one frame itself ("pong"), which is not JSON; see socket-hub.ts. */
const KEEP_ALIVE = "ping";
/** Below the runtime's 1 MiB message limit, past which the runtime itself closes the socket. */
const LARGEST_FRAME = 900_000;

const textFrame = fc
  .oneof(
    validValue(serverMessageSchema).map((message) => JSON.stringify(message)),
    nearlyValidValue(serverMessageSchema).map((message) => JSON.stringify(message)),
    fc
      .record({ type: fc.string(), event: fc.string(), payload: fc.jsonValue() })
      .map((message) => JSON.stringify(message)),
    garbageBody,
    fc.integer({ min: 64_000, max: LARGEST_FRAME }).map((length) => "x".repeat(length)),
  )
  .filter((data) => data !== KEEP_ALIVE)
  .map((data): Frame => ({ kind: "text", data }));

const frame: fc.Arbitrary<Frame> = fc.oneof(
  { weight: 6, arbitrary: textFrame },
  {
    weight: 2,
    arbitrary: fc.uint8Array({ maxLength: 4096 }).map((data): Frame => ({ kind: "binary", data })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        code: fc.oneof(fc.constant(1000), fc.integer({ min: 3000, max: 4999 })),
        reason: fc.string({ unit: "grapheme", maxLength: 30 }),
      })
      .map((close): Frame => ({ kind: "close", ...close })),
  },
);

const AUDIENCES: Audience[] = ["player", "visitor", "admin"];
let adminToken: string;
let playerToken: string;
const sockets = {} as Record<Audience, TestSocket>;

async function connect(audience: Audience): Promise<void> {
  const socket =
    audience === "admin"
      ? await openSocket("/admin/ws", adminToken)
      : await openSocket("/api/ws", audience === "player" ? playerToken : undefined);
  expect(await socket.next()).toMatchObject({ type: "game" });
  sockets[audience] = socket;
}

let gameOn = true;
/** Flips the switch and expects every socket to hear it, and to hear nothing else first. */
async function expectSwitchChangeEverywhere(): Promise<void> {
  gameOn = !gameOn;
  const body = gameOn ? { status: "on" } : { status: "off", text: "Few Minutes" };
  const { status } = await call("/admin/start/game/by/click", { body, token: adminToken });
  expect(status).toBe(200);
  for (const audience of AUDIENCES) {
    expect(await sockets[audience].next(5000)).toMatchObject({
      type: "game",
      Status: gameOn ? "on" : "off",
    });
  }
}

beforeAll(async () => {
  [adminToken, playerToken] = [(await signInAdmin()).token, (await signInPlayer()).token];
  for (const audience of AUDIENCES) await connect(audience);
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe("fuzzed client frames", () => {
  it(
    "leave every socket open and hearing the next switch change",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...AUDIENCES), frame, async (audience, sent) => {
          const { socket } = sockets[audience];
          if (sent.kind === "close") {
            socket.close(sent.code, sent.reason);
            await connect(audience);
          } else {
            socket.send(sent.data);
          }
          await expectSwitchChangeEverywhere();
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

const protocolList = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.constant(REALTIME_PROTOCOL),
        fc.constant(`${BEARER_PROTOCOL_PREFIX}${"f".repeat(43)}`),
        fc.string({ maxLength: 300 }).map((token) => `${BEARER_PROTOCOL_PREFIX}${token}`),
        fc.constant(`${DEVICE_PROTOCOL_PREFIX}${"d".repeat(32)}`),
        fc.string({ maxLength: 80 }).map((device) => `${DEVICE_PROTOCOL_PREFIX}${device}`),
        fc.string({ maxLength: 40 }),
      ),
      { maxLength: 6 },
    ),
    fc.constantFrom(",", ", ", " , ", ",,"),
  )
  .map(([protocols, separator]) => protocols.join(separator));

const upgradeRequest = fc.record({
  path: fc.constantFrom("/api/ws", "/admin/ws"),
  upgrade: fc.constantFrom("websocket", "WebSocket", "h2c", "", "websocket, foo"),
  protocols: fc.option(protocolList, { nil: undefined }),
});

describe("fuzzed socket upgrades", () => {
  it(
    "are answered with a socket or a JSON refusal, never a 5xx",
    async () => {
      await fc.assert(
        fc.asyncProperty(upgradeRequest, async ({ path, upgrade, protocols }) => {
          const headers = new Headers({ Upgrade: upgrade });
          // A header value cannot hold every character; such a request never reaches a Worker.
          if (protocols !== undefined) {
            fc.pre(/^[\t\x20-\x7e]*$/.test(protocols));
            headers.set("Sec-WebSocket-Protocol", protocols);
          }
          const response = await exports.default.fetch(
            new Request(`http://quizzy.test${path}`, { headers }),
          );
          response.webSocket?.accept();
          response.webSocket?.close(1000, "fuzz done");
          assertSafeAnswer(await answerOf(response));
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

itLeavesTheLedgerBalanced();

import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Stands in for the browser's WebSocket (setup.ts installs it for every test), so no test
 * opens a real socket. Tests play the server with the `server*` methods.
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket the app opened during the current test, oldest first. */
  static readonly opened: FakeWebSocket[] = [];

  readonly url: string;
  readonly protocols: string[];
  readonly sent: string[] = [];
  readyState = FakeWebSocket.CONNECTING;
  protocol = "";
  binaryType: BinaryType = "blob";
  bufferedAmount = 0;
  extensions = "";

  constructor(url: string | URL, protocols: string | string[] = []) {
    super();
    this.url = String(url);
    this.protocols = typeof protocols === "string" ? [protocols] : protocols;
    FakeWebSocket.opened.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000, reason = ""): void {
    if (this.readyState >= FakeWebSocket.CLOSING) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new CloseEvent("close", { code, reason }));
  }

  /** The server accepts, answering with the app's sub-protocol. */
  serverOpen(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.protocol = "quizzy.v1";
    this.dispatchEvent(new Event("open"));
  }

  /** The server sends a frame: an object is sent as JSON, a string as is. */
  serverSend(data: unknown): void {
    const frame = typeof data === "string" ? data : JSON.stringify(data);
    this.dispatchEvent(new MessageEvent("message", { data: frame }));
  }

  serverClose(code: number, reason = ""): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new CloseEvent("close", { code, reason }));
  }
}

/** Waits until the app has opened socket number `index` (0 is the first) and returns it. */
export async function socketNumber(index: number): Promise<FakeWebSocket> {
  return vi.waitFor(() => {
    const socket = FakeWebSocket.opened[index];
    if (!socket) throw new Error(`socket ${index} was not opened`);
    return socket;
  });
}

/** Waits for the app's first socket and accepts it, as the server would. */
export async function acceptFirstSocket(): Promise<FakeWebSocket> {
  const socket = await socketNumber(0);
  act(() => socket.serverOpen());
  return socket;
}

import type { ApiError } from "../../contract/errors";
import { readStored, type StoredKey } from "./storage";

/** Which stored token authorises a call; a visitor call carries none. */
const bearerKeys = {
  player: "ssid",
  admin: "token",
  userAdmin: "admin_token",
} as const satisfies Record<string, StoredKey>;

export type Audience = keyof typeof bearerKeys | "visitor";

/** A failed call: `status` 0 means the server was not reached. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiError["fields"];

  constructor(status: number, body: ApiError, options?: ErrorOptions) {
    super(body.message, options);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = body.error;
    this.fields = body.fields;
  }
}

type RequestOptions = {
  audience: Audience;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
};

/** Sends JSON to one of our own paths (contract/api-paths.ts) and returns the parsed JSON reply. */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const { audience, method = "GET", body, query, signal } = options;
  const headers = new Headers({ Accept: "application/json" });
  const token = audience === "visitor" ? null : readStored(bearerKeys[audience]);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const url = query ? `${path}?${new URLSearchParams(query)}` : path;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(
      0,
      { error: "network_error", message: "Could not reach the server. Check your connection." },
      { cause },
    );
  }

  const payload = await readJson(response);
  if (!response.ok) throw new ApiRequestError(response.status, errorBody(response, payload));
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorBody(response: Response, payload: unknown): ApiError {
  if (isApiError(payload)) return payload;
  return {
    error: "http_error",
    message: `The server answered ${response.status} ${response.statusText}`.trim(),
  };
}

// A hand-written guard instead of contract's zod schema keeps zod out of the entry chunk.
function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null) return false;
  const { error, message } = value as Record<string, unknown>;
  return typeof error === "string" && typeof message === "string";
}

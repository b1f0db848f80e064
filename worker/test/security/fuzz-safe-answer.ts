import { apiErrorSchema } from "../../../contract/errors";

/**
 * What every answer to fuzzed input must be: never a 5xx, never a stack trace
 * or an internal error text in the body, and every error in the one JSON error shape.
 */
export type Answer = { status: number; contentType: string; text: string };

/** Frames of a JS stack, source positions, and file paths after an error name. */
const STACK_TRACE = /\n\s*at \S|\bat \S+ \(\S+:\d+|\.[cm]?[jt]sx?:\d+|\w*Error: [^"]*\/\w+\//;
/** Texts of the layers below the Worker that must never reach a client. */
const INTERNALS = /SQLITE_|D1_ERROR|node_modules|workerd/;

export async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    contentType: response.headers.get("Content-Type") ?? "",
    text: await response.text(),
  };
}

/** Throws, with the answer in the message, when an answer breaks one of the rules. */
export function assertSafeAnswer(answer: Answer): void {
  const problem = problemOf(answer);
  if (problem) {
    throw new Error(
      `${problem}: ${answer.status} ${answer.contentType} ${answer.text.slice(0, 500)}`,
    );
  }
}

function problemOf({ status, contentType, text }: Answer): string | null {
  if (status >= 500) return "a server error";
  if (STACK_TRACE.test(text)) return "a stack trace in the body";
  if (INTERNALS.test(text)) return "internals in the body";
  if (status < 400) return null;
  if (!contentType.startsWith("application/json")) return "an error that is not JSON";
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "an error body that does not parse";
  }
  return apiErrorSchema.safeParse(body).success ? null : "an error not in the one error shape";
}

/** A refusal by the edge (validation or the session guard), not by the handler itself. */
export function isEdgeRefusal({ status, text }: Answer): boolean {
  if (status !== 400 && status !== 401) return false;
  const code = (JSON.parse(text) as { error?: string }).error;
  return ["invalid_input", "invalid_text", "malformed_json", "unauthorized"].includes(code ?? "");
}

import type { z } from "zod";

/**
 * The rule for text a person writes that others read (names, reviews, reasons, questions,
 * catalogue names): no bidirectional controls, which can turn a name around in another
 * person's list (U+202E before "nimda" shows "admin"), and no control characters; line
 * breaks only in a field of several lines. The joiners U+200C and U+200D stay allowed:
 * Hindi and other scripts need them. One rule for both sides: every such schema refines
 * with `plainText`, and the Worker answers its refusal with the code `invalid_text`.
 */
export const INVALID_TEXT = "invalid_text";

/** One line (a name), or several (a review, a reason). */
export type TextLayout = "line" | "lines";

/** U+061C, U+200E, U+200F, U+202A to U+202E and U+2066 to U+2069. */
const BIDI_CONTROLS = "\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069";
/** C0 (with tab and the line breaks), DEL and C1. */
const CONTROLS = "\\u0000-\\u001F\\u007F-\\u009F";
/** The same, less line feed and carriage return. */
const CONTROLS_BUT_LINE_BREAKS = "\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F";

const unfit: Record<TextLayout, RegExp> = {
  line: new RegExp(`[${CONTROLS}${BIDI_CONTROLS}]`, "u"),
  lines: new RegExp(`[${CONTROLS_BUT_LINE_BREAKS}${BIDI_CONTROLS}]`, "u"),
};

export const plainTextMessage: Record<TextLayout, string> = {
  line: "Use plain text on one line, without control characters or direction marks",
  lines: "Use plain text, without control characters or direction marks",
};

export function isPlainText(text: string, layout: TextLayout): boolean {
  return !unfit[layout].test(text);
}

/**
 * A one-line text from elsewhere (the name in an identity provider's token) made plain:
 * what the rule refuses is dropped, since the person cannot be asked to retype it.
 */
export function plainLineOf(text: string): string {
  return text.replace(new RegExp(unfit.line.source, "gu"), "").trim();
}

/** `schema` refusing what is not plain text, with an issue that carries `invalid_text`. */
export function plainText<Schema extends z.ZodString>(
  schema: Schema,
  layout: TextLayout = "line",
): Schema {
  return schema.refine((text) => isPlainText(text, layout), {
    message: plainTextMessage[layout],
    params: { code: INVALID_TEXT },
  });
}

/** Whether a zod issue is this rule's refusal. */
export function isPlainTextIssue(issue: { code: string; params?: unknown }): boolean {
  return (
    issue.code === "custom" &&
    (issue.params as { code?: unknown } | undefined)?.code === INVALID_TEXT
  );
}

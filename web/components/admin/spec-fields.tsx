import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { isOwnImagePath, OWN_IMAGE_MESSAGE } from "../../../contract/images";
import { type FieldErrors, fieldErrorsFor, messageUnless } from "../../lib/api-errors";
import { paiseToRupeesText, rupeesTextToPaise, rupeeText } from "../../lib/money";
import { ImageUploadField } from "../image-upload-field";
import { InputField } from "../input-field";
import { useFieldForm } from "../use-field-form";
import { formatCount } from "./admin-format";

/**
 * Forms built from a list of field specs (run settings, coupons, prizes): each field says
 * its kind, its bounds and its unit; inputs hold text, and parsing turns it into what the
 * server takes. Money is typed in rupees and sent as paise. A spec's `label` and `hint` are
 * message ids (area admin); the messages about a value are read with the caller's `i18n`.
 */

type Bounds = { min: number; max: number };
export type FieldSpec<Key extends string> = {
  key: Key;
  label: string;
  /** A message id, or one with its values. */
  hint?: string | MessageDescriptor;
} & (
  | ({ kind: "count" } & Bounds)
  /** Bounds in paise. */
  | ({ kind: "rupees" } & Bounds)
  | { kind: "text"; maxLength: number }
  /** An optional image, uploaded to our own origin (its path is the value). */
  | { kind: "image" }
  /** Short words typed in one line, separated by commas (a prize's sizes); none is fine. */
  | { kind: "list"; maxItems: number; maxLength: number }
);

export type FieldValues<Key extends string> = Record<Key, string>;
type Parsed = number | string | string[] | null;

/** A value from the server as the input shows it. */
export function inputTextOf<Key extends string>(spec: FieldSpec<Key>, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (spec.kind === "rupees") return paiseToRupeesText(Number(value));
  if (spec.kind === "list" && Array.isArray(value)) return value.join(", ");
  return String(value);
}

function boundsText(i18n: I18n, spec: Bounds & { kind: "count" | "rupees" }): string {
  return i18n._("admin.spec.bounds", {
    min: boundText(spec, spec.min),
    max: boundText(spec, spec.max),
  });
}

/** A bound as the field's messages say it: "50" or "₹10.00". */
function boundText(spec: { kind: "count" | "rupees" }, value: number): string {
  return spec.kind === "rupees" ? rupeeText(value) : formatCount(value);
}

function parseOne(
  i18n: I18n,
  spec: FieldSpec<string>,
  text: string,
): { value: Parsed } | { error: string } {
  const trimmed = text.trim();
  switch (spec.kind) {
    case "count":
    case "rupees": {
      const value =
        spec.kind === "count"
          ? /^\d+$/.test(trimmed)
            ? Number(trimmed)
            : null
          : rupeesTextToPaise(trimmed);
      if (value === null) {
        return { error: i18n._("admin.spec.notNumber", { kind: spec.kind }) };
      }
      if (value < spec.min) {
        return { error: i18n._("admin.spec.atLeast", { bound: boundText(spec, spec.min) }) };
      }
      if (value > spec.max) {
        return { error: i18n._("admin.spec.atMost", { bound: boundText(spec, spec.max) }) };
      }
      return { value };
    }
    case "text":
      if (!trimmed) {
        return { error: i18n._("admin.spec.missing", { field: i18n._(spec.label).toLowerCase() }) };
      }
      if (trimmed.length > spec.maxLength) {
        return { error: i18n._("admin.spec.tooLong", { max: spec.maxLength }) };
      }
      return { value: trimmed };
    case "image":
      if (!trimmed) return { value: null };
      return isOwnImagePath(trimmed) ? { value: trimmed } : { error: OWN_IMAGE_MESSAGE };
    case "list": {
      const items = trimmed
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.length > spec.maxItems) {
        return { error: i18n._("admin.spec.atMost", { bound: spec.maxItems }) };
      }
      const long = items.find((item) => item.length > spec.maxLength);
      if (long) {
        return { error: i18n._("admin.spec.itemTooLong", { item: long, max: spec.maxLength }) };
      }
      if (new Set(items).size !== items.length) return { error: i18n._("admin.spec.repeated") };
      return { value: items };
    }
  }
}

/** Every field parsed, or the messages of those that are not right. */
export function parseFields<Key extends string>(
  i18n: I18n,
  specs: readonly FieldSpec<Key>[],
  values: FieldValues<Key>,
): { ok: true; body: Record<Key, Parsed> } | { ok: false; errors: FieldErrors } {
  const body = {} as Record<Key, Parsed>;
  const errors: FieldErrors = {};
  for (const spec of specs) {
    const parsed = parseOne(i18n, spec, values[spec.key]);
    if ("error" in parsed) errors[spec.key] = parsed.error;
    else body[spec.key] = parsed.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/**
 * A spec form: the values and messages of `useFieldForm`, with the specs' parsing and the
 * server's refusals. `parsedValues` gives the body to send, or null after showing what
 * is wrong; `serverRefusals` is a save mutation's failure handling: a refused field of
 * this form shows its message, and the popup says anything else. `saved` is the server's
 * copy for a form that edits one: a later read fills only the fields not typed in.
 */
export function useSpecForm<Key extends string>(
  specs: readonly FieldSpec<Key>[],
  initial: () => FieldValues<Key>,
  saved?: FieldValues<Key>,
) {
  const { i18n } = useLingui();
  const keys = specs.map((spec) => spec.key);
  const form = useFieldForm<FieldValues<Key>>(keys, initial, { saved });
  const ownFieldErrors = (error: unknown) => fieldErrorsFor(error, keys);

  const serverRefusals = {
    onError: (error: unknown) => {
      const found = ownFieldErrors(error);
      if (found) form.refuse(found);
    },
    meta: { failureMessage: messageUnless(ownFieldErrors) },
  };

  function parsedValues(): Record<Key, Parsed> | null {
    const parsed = parseFields(i18n, specs, form.values);
    if (parsed.ok) return parsed.body;
    form.refuse(parsed.errors);
    return null;
  }

  return { ...form, serverRefusals, parsedValues };
}

/**
 * The inputs of `specs`, each wired by the spec form's `input` (useFieldForm); an image is
 * uploaded with the main admin's session (these forms are theirs) and its path is the value.
 */
export function SpecFields<Key extends string>({
  specs,
  input,
}: {
  specs: readonly FieldSpec<Key>[];
  input: ReturnType<typeof useSpecForm<Key>>["input"];
}) {
  const { i18n } = useLingui();
  return specs.map((spec) => {
    const label = i18n._(spec.label);
    if (spec.kind === "image") {
      const { onChange, ...field } = input(spec.key);
      return (
        <ImageUploadField
          key={spec.key}
          {...field}
          label={i18n._("admin.spec.optional", { label })}
          onChange={(url) => onChange({ target: { value: url } })}
          uploadAs="admin"
        />
      );
    }
    const hint =
      spec.hint !== undefined
        ? typeof spec.hint === "string"
          ? i18n._(spec.hint)
          : i18n._(spec.hint)
        : spec.kind === "count" || spec.kind === "rupees"
          ? boundsText(i18n, spec)
          : spec.kind === "list"
            ? i18n._("admin.spec.listHint")
            : undefined;
    return (
      <InputField
        key={spec.key}
        {...input(spec.key)}
        label={spec.kind === "rupees" ? i18n._("admin.spec.rupees", { label }) : label}
        hint={hint}
        type="text"
        inputMode={
          spec.kind === "count" ? "numeric" : spec.kind === "rupees" ? "decimal" : undefined
        }
        maxLength={spec.kind === "text" ? spec.maxLength : undefined}
        autoComplete="off"
      />
    );
  });
}

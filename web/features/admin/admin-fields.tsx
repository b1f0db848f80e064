import { useRef, useState } from "react";
import { FieldShell } from "../../components/field-shell";
import { isImageUrl } from "../../components/question-rules";
import { type FieldErrors, fieldErrorsFor } from "../../lib/api-errors";
import { formatPaise, paiseToRupeesText, rupeesTextToPaise } from "../../lib/money";
import { formatCount } from "./admin-format";

/**
 * Forms built from a list of field specs (run settings, coupons, prizes): each field says
 * its kind, its bounds and its unit; inputs hold text, and parsing turns it into what the
 * server takes. Money is typed in rupees and sent as paise.
 */

type Bounds = { min: number; max: number };
export type FieldSpec<Key extends string> = { key: Key; label: string; hint?: string } & (
  | ({ kind: "count" } & Bounds)
  /** Bounds in paise. */
  | ({ kind: "rupees" } & Bounds)
  | { kind: "text"; maxLength: number }
  /** An optional image address. */
  | { kind: "url" }
);

export type FieldValues<Key extends string> = Record<Key, string>;
type Parsed = number | string | null;

/** A value from the server as the input shows it. */
export function inputTextOf<Key extends string>(spec: FieldSpec<Key>, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (spec.kind === "rupees") return paiseToRupeesText(Number(value));
  return String(value);
}

function boundsText(spec: Bounds & { kind: "count" | "rupees" }): string {
  return `${boundText(spec, spec.min)} to ${boundText(spec, spec.max)}`;
}

/** A bound as the field's messages say it: "50" or "₹10.00". */
function boundText(spec: { kind: "count" | "rupees" }, value: number): string {
  return spec.kind === "rupees" ? formatPaise(value) : formatCount(value);
}

function parseOne(spec: FieldSpec<string>, text: string): { value: Parsed } | { error: string } {
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
        return {
          error: spec.kind === "count" ? "Enter a whole number" : "Enter rupees, e.g. 10 or 10.50",
        };
      }
      if (value < spec.min) return { error: `At least ${boundText(spec, spec.min)}` };
      if (value > spec.max) return { error: `At most ${boundText(spec, spec.max)}` };
      return { value };
    }
    case "text":
      if (!trimmed) return { error: `Write the ${spec.label.toLowerCase()}` };
      if (trimmed.length > spec.maxLength) return { error: `At most ${spec.maxLength} characters` };
      return { value: trimmed };
    case "url":
      if (!trimmed) return { value: null };
      if (!isImageUrl(trimmed)) {
        return { error: "The image must be an http(s) URL or a path starting with /" };
      }
      return { value: trimmed };
  }
}

/** Every field parsed, or the messages of those that are not right. */
export function parseFields<Key extends string>(
  specs: readonly FieldSpec<Key>[],
  values: FieldValues<Key>,
): { ok: true; body: Record<Key, Parsed> } | { ok: false; errors: FieldErrors } {
  const body = {} as Record<Key, Parsed>;
  const errors: FieldErrors = {};
  for (const spec of specs) {
    const parsed = parseOne(spec, values[spec.key]);
    if ("error" in parsed) errors[spec.key] = parsed.error;
    else body[spec.key] = parsed.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/** The first refused field of `specs`, for focus. */
export function firstRefused<Key extends string>(
  specs: readonly FieldSpec<Key>[],
  errors: FieldErrors,
): Key | undefined {
  return specs.find((spec) => errors[spec.key])?.key;
}

/**
 * A spec form's typed values and their messages. `refuse` shows messages and moves focus to
 * the first refused field, which then reads its message; typing in a field clears its own.
 */
export function useSpecForm<Key extends string>(
  specs: readonly FieldSpec<Key>[],
  initial: () => FieldValues<Key>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function refuse(found: FieldErrors) {
    setErrors(found);
    const first = firstRefused(specs, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  /** A failed save's field errors when some are this form's fields, else null. */
  function ownFieldErrors(error: unknown): FieldErrors | null {
    return fieldErrorsFor(
      error,
      specs.map((spec) => spec.key),
    );
  }

  /** Shows a failed save's field errors on the form, when some are this form's. */
  function refuseServerFields(error: unknown): void {
    const found = ownFieldErrors(error);
    if (found) refuse(found);
  }

  function change(key: Key, text: string) {
    setValues((current) => ({ ...current, [key]: text }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  return {
    formRef,
    values,
    setValues,
    errors,
    setErrors,
    refuse,
    ownFieldErrors,
    refuseServerFields,
    change,
  };
}

export function SpecFields<Key extends string>({
  idPrefix,
  specs,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  specs: readonly FieldSpec<Key>[];
  values: FieldValues<Key>;
  errors: FieldErrors;
  onChange: (key: Key, text: string) => void;
}) {
  return specs.map((spec) => {
    const unit = spec.kind === "rupees" ? " (₹)" : "";
    const hint =
      spec.hint ??
      (spec.kind === "count" || spec.kind === "rupees"
        ? boundsText(spec)
        : spec.kind === "url"
          ? "Optional. An https address, or a path on this site starting with /"
          : undefined);
    return (
      <FieldShell
        key={spec.key}
        id={`${idPrefix}-${spec.key}`}
        name={spec.key}
        label={`${spec.label}${unit}`}
        hint={hint}
        error={errors[spec.key]}
      >
        {(aria) => (
          <input
            {...aria}
            type={spec.kind === "url" ? "url" : "text"}
            inputMode={
              spec.kind === "count" ? "numeric" : spec.kind === "rupees" ? "decimal" : undefined
            }
            maxLength={spec.kind === "text" ? spec.maxLength : undefined}
            autoComplete="off"
            value={values[spec.key]}
            onChange={(event) => onChange(spec.key, event.target.value)}
          />
        )}
      </FieldShell>
    );
  });
}

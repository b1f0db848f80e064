import type { ComponentProps } from "react";
import { FieldShell } from "./field-shell";

/**
 * A labelled input with its hint and message (FieldShell around one `<input>`); every
 * other prop is the input's own.
 */
export function InputField({
  id,
  name,
  label,
  hint,
  error,
  ...input
}: Omit<ComponentProps<"input">, "id" | "name"> & {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  return (
    <FieldShell id={id} name={name} label={label} hint={hint} error={error}>
      {(aria) => <input {...aria} {...input} />}
    </FieldShell>
  );
}

/**
 * An input's props for a whole number from `min` to `max`: the phone's number pad, whole
 * steps, and the bounds the browser and screen readers announce.
 */
export const wholeNumberInput = (min: number, max: number) =>
  ({ type: "number", inputMode: "numeric", min, max, step: 1 }) as const;

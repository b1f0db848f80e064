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

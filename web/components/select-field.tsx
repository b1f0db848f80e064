import type { ComponentProps } from "react";
import { FieldShell } from "./field-shell";
import { OptionSelect } from "./option-select";

/** An OptionSelect with its label and message (FieldShell around it). */
export function SelectField({
  id,
  name,
  label,
  error,
  ...select
}: Omit<ComponentProps<typeof OptionSelect>, "id" | "name"> & {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
}) {
  return (
    <FieldShell id={id} name={name} label={label} error={error}>
      {(aria) => <OptionSelect {...aria} {...select} />}
    </FieldShell>
  );
}

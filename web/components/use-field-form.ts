import { useId, useRef, useState } from "react";
import type { FieldErrors } from "../lib/api-errors";
import { useDraft } from "../lib/use-draft";

/**
 * A form's text values and their messages, one per field name. `refuse` shows messages
 * and moves focus to the first refused field in `order`, which then reads its message;
 * typing in a field clears its own message (and calls `onEdit`, for what an edit makes
 * stale). A field's parts: `field(name)` for its FieldShell (id, name, message),
 * `bind(name)` for its control (value, change), `input(name)` both, for an InputField.
 *
 * `saved` is the server's copy of the values, for a form that edits one: while it is read
 * the form starts from `initial`, and when it arrives or changes only the fields the
 * person has not typed in take it (useDraft). `setValues` sets every field, e.g. to what
 * a save stored, and then none counts as typed.
 */
export function useFieldForm<Values extends Record<string, string>>(
  order: readonly (keyof Values & string)[],
  initial: Values | (() => Values),
  { onEdit, saved }: { onEdit?: () => void; saved?: Values } = {},
) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, edit, replace: setValues } = useDraft(initial, saved);
  const [errors, setErrors] = useState<FieldErrors>({});

  function refuse(found: FieldErrors) {
    setErrors(found);
    const first = order.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function change(name: keyof Values & string, value: string) {
    edit(name, value as Values[typeof name]);
    setErrors((current) => ({ ...current, [name]: undefined }));
    onEdit?.();
  }

  const field = (name: keyof Values & string) => ({
    id: `${idPrefix}-${name}`,
    name,
    error: errors[name],
  });

  const bind = (name: keyof Values & string) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  const input = (name: keyof Values & string) => ({ ...field(name), ...bind(name) });

  return { formRef, values, setValues, errors, setErrors, refuse, change, field, bind, input };
}

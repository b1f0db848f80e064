import { useRef, useState } from "react";
import type { FieldErrors } from "../lib/api-errors";

/**
 * A form's text values and their messages, one per field name. `refuse` shows messages
 * and moves focus to the first refused field in `order`, which then reads its message;
 * typing in a field clears its own message. `bind(name)` is what an input needs to show
 * and change its value.
 */
export function useFieldForm<Values extends Record<string, string>>(
  order: readonly (keyof Values & string)[],
  initial: Values | (() => Values),
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function refuse(found: FieldErrors) {
    setErrors(found);
    const first = order.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function change(name: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  const bind = (name: keyof Values & string) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return { formRef, values, setValues, errors, setErrors, refuse, change, bind };
}

import type { ComponentProps } from "react";

/** A choice: its value and what the list says; a plain string is both. */
export type SelectOption = string | { value: string; label: string };

const optionValue = (option: SelectOption) => (typeof option === "string" ? option : option.value);
const optionLabel = (option: SelectOption) => (typeof option === "string" ? option : option.label);

/**
 * A select of `options`, after a first option of no value when there is a `placeholder`
 * ("Any difficulty", "Choose a language").
 */
export function OptionSelect({
  placeholder,
  options,
  ...select
}: Omit<ComponentProps<"select">, "children"> & {
  placeholder?: string;
  options: readonly SelectOption[];
}) {
  return (
    <select {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={optionValue(option)} value={optionValue(option)}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  );
}

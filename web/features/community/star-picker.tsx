import { useLingui } from "@lingui/react";
import { useId } from "react";

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/**
 * SPEC.md's 1 to 5 star picker as a native radio group: Tab reaches it, the arrow keys
 * move and choose, and each star is announced by its number. The radios are invisible;
 * their labels are the stars, and the focus ring is drawn on the focused star's label.
 */
export function StarPicker({
  value,
  onChange,
}: {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (stars: number) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <fieldset className="star-picker">
      <legend>{i18n._("starPicker.legend")}</legend>
      <div className="star-picker-options">
        {STAR_VALUES.map((stars) => (
          <span key={stars} className="star-option">
            <input
              id={`${id}-${stars}`}
              className="star-input"
              type="radio"
              name={`${id}-stars`}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <label
              htmlFor={`${id}-${stars}`}
              className="star-label"
              data-filled={stars <= value ? "true" : "false"}
            >
              <span aria-hidden="true">{stars <= value ? "★" : "☆"}</span>
              <span className="visually-hidden">
                {i18n._("starPicker.option", { count: stars })}
              </span>
            </label>
          </span>
        ))}
      </div>
      <p className="star-picker-value" aria-hidden="true">
        {value === 0
          ? i18n._("starPicker.notRated")
          : i18n._("starPicker.outOfFive", { count: value })}
      </p>
    </fieldset>
  );
}

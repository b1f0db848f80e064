import { useId } from "react";

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export const starsLabel = (count: number) => `${count} out of 5 stars`;

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
  const id = useId();
  return (
    <fieldset className="star-picker">
      <legend>Your rating</legend>
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
              <span className="visually-hidden">{stars === 1 ? "1 star" : `${stars} stars`}</span>
            </label>
          </span>
        ))}
      </div>
      <p className="star-picker-value" aria-hidden="true">
        {value === 0 ? "Not rated yet" : starsLabel(value)}
      </p>
    </fieldset>
  );
}

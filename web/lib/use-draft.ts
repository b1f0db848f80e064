import { useState } from "react";

type Draft<Values> = {
  values: Values;
  /** The fields the person changed since the values were last set whole. */
  edited: ReadonlySet<keyof Values>;
  /** The server's copy these values last took in. */
  seen: Values | undefined;
};

function sameValues<Values extends Record<string, unknown>>(a: Values, b: Values | undefined) {
  if (b === undefined) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * What a person is editing over what the server holds (a form never overwrites
 * what the person already typed). `saved` is the server's copy, undefined while it is
 * read; when it arrives or changes (a late read, a refetch, another admin's save) only
 * the fields the person has not edited take it. `edit` changes one field and makes it
 * theirs; `replace` sets every field (after a save, or to clear the form) and makes none
 * theirs. Compared by value, so `saved` may be a new object on every render.
 */
export function useDraft<Values extends Record<string, unknown>>(
  start: Values | (() => Values),
  saved?: Values,
) {
  const [draft, setDraft] = useState<Draft<Values>>(() => ({
    values: saved ?? (start instanceof Function ? start() : start),
    edited: new Set(),
    seen: saved,
  }));

  let current = draft;
  if (saved !== undefined && !sameValues(saved, draft.seen)) {
    // Adjusted while rendering, not in an effect: no render ever shows the stale values.
    const values = { ...draft.values };
    for (const key of Object.keys(saved) as (keyof Values)[]) {
      if (!draft.edited.has(key)) values[key] = saved[key];
    }
    current = { ...draft, values, seen: saved };
    setDraft(current);
  }

  function edit<Name extends keyof Values>(name: Name, value: Values[Name]) {
    setDraft((now) => ({
      ...now,
      values: { ...now.values, [name]: value },
      edited: new Set(now.edited).add(name),
    }));
  }

  function replace(values: Values) {
    setDraft((now) => ({ ...now, values, edited: new Set() }));
  }

  return { values: current.values, edit, replace };
}

import { type ComponentType, lazy } from "react";

/**
 * A screen loaded on its first render, as a chunk of its own, so the first screen only
 * downloads what it shows: `load` imports its module (a literal import, so the bundler
 * splits it out) and `name` is the component that module exports.
 */
export function screen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

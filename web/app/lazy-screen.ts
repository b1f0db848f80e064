import { type ComponentType, lazy } from "react";
import { loadMessageArea, type MessageArea } from "../lib/i18n/messages";

/**
 * A screen loaded on its first render, as a chunk of its own, so the first screen only
 * downloads what it shows: `load` imports its module (a literal import, so the bundler
 * splits it out), `name` is the component that module exports, and `area` the messages it
 * speaks in (web/locales/<area>), fetched beside its code when not yet in.
 */
export function screen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  area: MessageArea = "start",
) {
  return lazy(() =>
    Promise.all([load(), loadMessageArea(area)]).then(([module]) => ({ default: module[name] })),
  );
}

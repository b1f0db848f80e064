import type { I18n } from "@lingui/core";
import type { ShowStatus } from "../../../contract/shows";

/** A show's status as the admins' list and host view say it (the wire's word stays as sent). */
export const showStatusText = (i18n: I18n, status: ShowStatus): string =>
  i18n._("admin.shows.status", { status });

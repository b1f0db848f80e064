import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { chooseUiLanguage, type UiLanguage } from "../../contract/ui-language";

/**
 * The browser's languages from its Accept-Language header, most wanted first: "hi-IN,
 * en;q=0.8" is hi-IN then en; a language weighted 0 is one it refuses.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const weight = parameters.find((parameter) => parameter.trim().startsWith("q="));
      const q = weight ? Number(weight.trim().slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The language a request's reader reads the app in, as far as a request can tell
 * (contract/ui-language.ts): the `lang` cookie (the switch sets it, and the app sets it to a
 * signed-in player's saved choice), else Accept-Language, else English.
 */
export function uiLanguageOfRequest(c: Context): UiLanguage {
  return chooseUiLanguage({
    cookie: getCookie(c, "lang"),
    accepted: acceptedLanguages(c.req.header("Accept-Language")),
  });
}

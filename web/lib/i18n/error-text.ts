import { plainTextMessage } from "../../../contract/plain-text";
import { DEFAULT_UI_LANGUAGE } from "../../../contract/ui-language";
import { i18n } from "./messages";

// A failure in the reader's language (issue 34): the server answers `{ error: code, message }`
// with an English message for logs and for clients that know no better; the client shows the
// code's message, `error.<code>` in web/locales/start, read when the error is shown.

/** The message id of a code the server (or the API client, for a call with no answer) sends. */
export const errorMessageId = (code: string) => `error.${code}`;

/**
 * Whether messages are read in English, the language the server writes in. Its message is
 * then the one shown: the very text of a code with one message (the catalogue's English
 * says the same), the case's own words for a code that has many ("No such show", "Your cart
 * is empty").
 */
const readsServerLanguage = () => i18n.locale === DEFAULT_UI_LANGUAGE;

const hasMessage = (id: string) => Object.hasOwn(i18n.messages, id);

/**
 * What to show for a refusal: the code's message, or the server's for a code no message
 * has (never nothing: a refusal without words says something went wrong).
 */
export function errorText(code: string, serverMessage: string): string {
  if (readsServerLanguage() && serverMessage) return serverMessage;
  const id = errorMessageId(code);
  if (hasMessage(id)) return i18n._(id);
  return serverMessage || unexpectedText();
}

/** The client's own words for a call that got no answer, or for a failure that is not a call's. */
export const unreachedText = () => i18n._("error.client.unreached");
export const unexpectedText = () => i18n._("error.client.unexpected");

const plainTextMessages: readonly string[] = Object.values(plainTextMessage);

/**
 * A field's refusal (a 400's `fields`): the server's words in English; elsewhere what the
 * rule it broke asks for when it is known, else to check the field.
 */
export function fieldErrorText(serverMessage: string): string {
  if (readsServerLanguage()) return serverMessage;
  return plainTextMessages.includes(serverMessage)
    ? i18n._("error.field.plainText")
    : i18n._("error.field.check");
}

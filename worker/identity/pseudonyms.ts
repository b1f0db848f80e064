import { sha256Hex } from "./tokens";

/**
 * One-way keys for who and what, kept where the real value must not be.
 *
 * The person key is the same for every account one Google identity ever opens, and
 * survives deactivation: once-per-person bonuses (the first-deposit bonus, being
 * referred, the daily free try, the like try) are keyed by it, so deactivating and
 * signing up again earns none of them twice. It is a SHA-256 of the provider's subject;
 * a Google subject is a 21-digit number, too many to hash back by trying them all.
 *
 * The device key stands for the device credential a browser holds (the trial is keyed by
 * that credential), so the server can tell "the same phone" without storing the
 * credential beside the account.
 */
export const personKeyOf = (providerSubject: string) =>
  sha256Hex(`quizzy-person:v1:${providerSubject}`);

export const deviceKeyOf = (deviceCredential: string) =>
  sha256Hex(`quizzy-device:v1:${deviceCredential}`);

/**
 * The player a receipt names. A receipt is meant to be shown to anyone, so it
 * carries neither the email nor the Google subject, and not the person key either (that
 * one keys bonuses): a digest of the account's random id, which support can match to an
 * account by computing it, and nobody can turn back into one.
 */
export const receiptPlayerTagOf = (playerId: string) =>
  sha256Hex(`quizzy-receipt-player:v1:${playerId}`);

/**
 * What a player typed into the payout details form, kept across the fresh sign-in a change
 * needs (decision 023). In this tab's sessionStorage only: it holds a UPI id or a bank
 * account, so it never outlives the tab, and the form takes it (and forgets it) on its
 * next start.
 */
export type PayoutDetailsDraft = { method: "upi" | "bank"; values: Record<string, string> };

const DRAFT_KEY = "quizzy.payout-details-draft";

export function keepPayoutDetailsDraft(draft: PayoutDetailsDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch (error) {
    console.error("Could not keep the payout details draft", error);
  }
}

/** The kept draft, once: reading it forgets it. Null when there is none or it is unreadable. */
export function takePayoutDetailsDraft(): PayoutDetailsDraft | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<PayoutDetailsDraft>;
    if ((draft.method !== "upi" && draft.method !== "bank") || typeof draft.values !== "object") {
      return null;
    }
    return { method: draft.method, values: { ...draft.values } };
  } catch {
    return null;
  }
}

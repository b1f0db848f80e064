/**
 * A payout destination as one comparable key: the same UPI id, or the same bank account
 * (IFSC and account number), gives the same key whatever case or spacing it was typed
 * with. Plain SQL over a row holding the destination columns (`payoutDestination()` in
 * db/schema/columns.ts), so the trial claim (data/money/trial-prize-claims.ts) and `npm run
 * ledger:check` compare by the very same text. No Worker types here, so scripts can import
 * it; migration 0006 froze a copy for its backfill.
 */
export const destinationKeySql = (row: string) =>
  `case ${row}.method when 'upi' then 'upi:' || lower(replace(${row}.upi_id, ' ', ''))
  when 'bank' then 'bank:' || upper(replace(${row}.ifsc, ' ', '')) || ':' || replace(${row}.account_number, ' ', '') end`;

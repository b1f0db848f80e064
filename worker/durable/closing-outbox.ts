import type { AttemptClosing } from "../domain/live-run";
import { StoredCell } from "./stored-cell";

/** A closing judged but not yet in D1; recorded again after a restart. */
const OUTBOX_KEY = "unrecorded-closing";

/**
 * A player's closed question on its way to D1 (decision 008). The closing is in the
 * object's storage before its D1 batch starts, so a restart mid-batch, or a batch that
 * failed or timed out, records it later instead of losing it; recording the same closing twice is harmless because its
 * receipt is deterministic and its ledger references are unique. One recording runs at
 * a time: the other calls of the object wait for it with `settled`.
 */
export class ClosingOutbox {
  private recording: Promise<unknown> | null = null;
  private readonly unrecorded: StoredCell<AttemptClosing>;

  /**
   * `write` signs and writes one closing and returns its receipt. It is called at once,
   * so whatever it reads before its first await is the state the closing was judged in.
   */
  constructor(
    kv: SyncKvStorage,
    private readonly write: (closing: AttemptClosing) => Promise<string>,
  ) {
    this.unrecorded = new StoredCell(kv, OUTBOX_KEY);
  }

  record(closing: AttemptClosing): Promise<string> {
    this.unrecorded.set(closing);
    const work = this.write(closing).then((receipt) => {
      this.unrecorded.set(undefined);
      return receipt;
    });
    // The caller gets the failure; the others only wait for the recording to end.
    this.recording = work
      .catch(() => {})
      .finally(() => {
        this.recording = null;
      });
    return work;
  }

  /** Waits for a recording in flight, or records one a restart interrupted. */
  async settled(): Promise<void> {
    if (this.recording) {
      await this.recording;
      return;
    }
    const unrecorded = this.unrecorded.get();
    if (unrecorded) await this.record(unrecorded);
  }
}

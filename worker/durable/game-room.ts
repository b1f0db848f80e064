import type { GameStatus, GameSwitchBody } from "../../contract/game";
import type { GameMessage } from "../../contract/realtime";
import { auditStatement } from "../data/audit";
import { openDatabase } from "../db/client";
import type { AuditActor } from "../domain/audit";
import {
  applySwitch,
  INITIAL_GAME_STATUS,
  nextAlarmAt,
  resumeIfDue,
  switchAuditFacts,
} from "../domain/game-switch";
import { SessionMemory } from "../identity/session-memory";
import type { AuthenticatedSession } from "../identity/session-types";
import { readLiveSession } from "../identity/sessions";
import { newId } from "../ids";
import { allHubs } from "../realtime/hubs";
import { StrikableObject } from "./strikable-object";

const STATE_KEY = "switch";
/** Audit rows of switches not yet in D1, one key each (decision 016). */
const OUTBOX_PREFIX = "audit-outbox:";
/** How soon a failed audit write is tried again. */
const AUDIT_RETRY_MS = 10_000;
/**
 * How long the room trusts an admin session it checked in D1. Revoking an admin session
 * tells the room at once (`forgetAdminSessions`); this bounds only a revocation whose
 * message to the room was lost.
 */
export const ADMIN_REMEMBER_MS = 10 * 60_000;

/** Which admin sessions a revocation ended: one, or all of an admin's but the one kept. */
type EndedAdminSessions = { sessionId: string } | { subjectId: string; keep?: string };

type PendingAudit = {
  id: string;
  actor: AuditActor;
  before: GameStatus;
  after: GameStatus;
  at: number;
};

/**
 * The one global game switch (named `global`): its state in storage, the alarm that
 * resumes a timed pause, and the fan-out of each change to every socket hub.
 *
 * A change reaches the hubs first, and only then is it stored, its alarm set and its
 * audit row written (decision 016): nobody waiting on a socket waits for bookkeeping.
 * The audit row goes through an outbox in this object's storage, written with the state
 * itself, so a D1 failure leaves it pending and the alarm retries it until D1 takes it.
 */
export class GameRoom extends StrikableObject {
  /**
   * The admin sessions that flipped or read the switch lately, so the switch waits for
   * no D1 read. There is one room, so revoking reaches this memory exactly.
   */
  private readonly admins = new SessionMemory(ADMIN_REMEMBER_MS, 1_000);

  /** The main admin behind a token's hash, or null: from this room's memory, else D1. */
  verifyAdmin(tokenHash: string, now: number): Promise<AuthenticatedSession | null> {
    return this.admins.recallOrRead(tokenHash, now, () =>
      readLiveSession(openDatabase(this.env.DB), "admin", tokenHash, now),
    );
  }

  /** Called after admin sessions are revoked in D1 (logout, a new or reset password). */
  forgetAdminSessions(ended: EndedAdminSessions): void {
    this.admins.forget((session) =>
      "sessionId" in ended
        ? session.id === ended.sessionId
        : session.subjectId === ended.subjectId && session.id !== ended.keep,
    );
  }

  status(): GameStatus {
    return this.ctx.storage.kv.get<GameStatus>(STATE_KEY) ?? INITIAL_GAME_STATUS;
  }

  gameMessage(): string {
    return gameMessageOf(this.status());
  }

  /** The switch before and after; `actor` is the admin the audit log names. */
  async switchTo(
    request: GameSwitchBody,
    actor: AuditActor,
    now: number = Date.now(),
  ): Promise<{ before: GameStatus; after: GameStatus }> {
    const changed = await this.change((before) => {
      const after = applySwitch(request, now);
      return { after, audit: { id: newId(), actor, before, after, at: now } };
    });
    await this.bookkeeping(now);
    return changed;
  }

  /** Alarms run at least once: it retries pending rows and resumes only a due pause. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    await this.change((current) => ({ after: resumeIfDue(current, now), audit: null }));
    await this.bookkeeping(now);
  }

  /**
   * Publishes and stores a change as one step: no other change can slip between a
   * state's broadcast and its storing, so the hubs and the room agree on the last one.
   */
  private change(
    decide: (current: GameStatus) => { after: GameStatus | null; audit: PendingAudit | null },
  ): Promise<{ before: GameStatus; after: GameStatus }> {
    return this.ctx.blockConcurrencyWhile(async () => {
      const before = this.status();
      const { after, audit } = decide(before);
      if (!after) return { before, after: before };
      const payload = gameMessageOf(after);
      // One unreachable hub must not undo the switch: its clients resync over HTTP.
      await Promise.allSettled(allHubs(this.env).map((hub) => hub.publishGame(payload)));
      this.ctx.storage.kv.put(STATE_KEY, after);
      if (audit) this.ctx.storage.kv.put(`${OUTBOX_PREFIX}${audit.id}`, audit);
      return { before, after };
    });
  }

  /**
   * The alarm first covers a retry (so a row is never stranded if the object stops
   * here), then the pending rows go to D1; what D1 took leaves the outbox, and the alarm
   * is set again for what is left.
   */
  private async bookkeeping(now: number): Promise<void> {
    await this.armAlarm(this.pendingAudits().length > 0 ? now + AUDIT_RETRY_MS : null);
    const db = openDatabase(this.env.DB);
    for (const pending of this.pendingAudits()) {
      try {
        await auditStatement(
          db,
          {
            id: pending.id,
            actor: pending.actor,
            action: "game-switch",
            subject: { kind: "game", id: null },
            ...switchAuditFacts(pending.before, pending.after),
          },
          pending.at,
        );
        this.ctx.storage.kv.delete(`${OUTBOX_PREFIX}${pending.id}`);
      } catch (error) {
        // The first line only: the query's parameters stay out of the log.
        const reason = error instanceof Error ? error.message.split("\n")[0] : "unknown";
        console.warn(JSON.stringify({ level: "warn", event: "game-switch-audit-retry", reason }));
        break;
      }
    }
    await this.armAlarm(this.pendingAudits().length > 0 ? now + AUDIT_RETRY_MS : null);
  }

  private pendingAudits(): PendingAudit[] {
    return [...this.ctx.storage.kv.list<PendingAudit>({ prefix: OUTBOX_PREFIX })].map(
      ([, pending]) => pending,
    );
  }

  private async armAlarm(retryAt: number | null): Promise<void> {
    const at = nextAlarmAt(this.status(), retryAt);
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }
}

const gameMessageOf = (status: GameStatus) =>
  JSON.stringify({ type: "game", ...status } satisfies GameMessage);

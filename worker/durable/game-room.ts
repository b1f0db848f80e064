import { DurableObject } from "cloudflare:workers";
import type { GameStatus, GameSwitchBody } from "../../contract/game";
import type { GameMessage } from "../../contract/realtime";
import { applySwitch, INITIAL_GAME_STATUS, resumeIfDue } from "../domain/game-switch";
import { allHubs } from "../realtime/hubs";

const STATE_KEY = "switch";

/**
 * The one global game switch (named `global`): its state in storage, the alarm that
 * resumes a timed pause, and the fan-out of each change to every socket hub.
 */
export class GameRoom extends DurableObject<Env> {
  status(): GameStatus {
    return this.ctx.storage.kv.get<GameStatus>(STATE_KEY) ?? INITIAL_GAME_STATUS;
  }

  gameMessage(): string {
    return JSON.stringify({ type: "game", ...this.status() } satisfies GameMessage);
  }

  /** The switch before and after, so the caller can record the change. */
  async switchTo(
    request: GameSwitchBody,
    now: number = Date.now(),
  ): Promise<{ before: GameStatus; after: GameStatus }> {
    const before = this.status();
    const after = applySwitch(request, now);
    await this.save(after);
    return { before, after };
  }

  /** Alarms run at least once, so this does nothing when the pause already ended. */
  override async alarm(): Promise<void> {
    const current = this.status();
    const resumed = resumeIfDue(current, Date.now());
    if (resumed) await this.save(resumed);
    else if (current.Status === "off" && current.resumeAt !== null) {
      await this.ctx.storage.setAlarm(current.resumeAt);
    }
  }

  private async save(next: GameStatus): Promise<void> {
    this.ctx.storage.kv.put(STATE_KEY, next);
    const payload = this.gameMessage();
    // The hubs hear first: the resume alarm is bookkeeping nobody is waiting for. One
    // unreachable hub must not undo the switch: its clients resync over HTTP.
    const published = Promise.allSettled(allHubs(this.env).map((hub) => hub.publishGame(payload)));
    if (next.resumeAt === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(next.resumeAt);
    await published;
  }
}

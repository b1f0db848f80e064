import { DurableObject } from "cloudflare:workers";

/**
 * A Durable Object the chaos control may strike (http/chaos-control.ts, issue 35): evicted
 * mid-call, as the runtime evicts one, and its alarm fired again, late, as alarms run at
 * least once. Nothing else calls these, and without CHAOS_FAULTS=1 the control does not
 * exist.
 */
export abstract class StrikableObject extends DurableObject<Env> {
  chaosEvict(): void {
    this.ctx.abort("chaos: evicted");
  }

  async chaosAlarmAgain(): Promise<void> {
    await this.alarm?.();
  }
}

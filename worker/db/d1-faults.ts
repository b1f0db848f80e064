/**
 * The chaos run's storage faults (issue 35): a wrapper around the D1 binding that fails
 * or times out a set share of calls for a while. Nothing here does anything until the
 * chaos control (`http/chaos-control.ts`, which exists only when CHAOS_FAULTS is "1") arms it, so a
 * deployment's D1 handle is the binding itself.
 *
 * A fault comes in two kinds, half each: refused before D1 sees the call (D1 down), or
 * made and then reported as a timeout after `ms` (the reply lost: the write may have
 * landed). The second is the one idempotency must survive.
 */
import { seededRandom } from "../domain/seeded-random";

export type D1Fault = {
  share: number;
  ms: number;
  until: number;
  seed: number;
  /** Only this kind of fault (both, half each, when unset). */
  kind?: FaultKind;
  /** Only batches fail: every write that moves money is one, and no read is. */
  batchesOnly?: boolean;
};
type FaultKind = "refused" | "timed-out";

let fault: D1Fault | null = null;
let armed = false;
let random = () => Math.random();
let injected = 0;

export function setD1Fault(next: D1Fault | null): void {
  armed = true;
  fault = next;
  if (next) random = seededRandom(next.seed);
}

/** Faults injected since this isolate started (the chaos report reads it). */
export const d1FaultsInjected = () => injected;

class ChaosD1Error extends Error {}

/** Whether this call fails, and how: null while no fault window is open. */
function drawFault(batch: boolean): FaultKind | null {
  if (!fault || Date.now() > fault.until || (fault.batchesOnly && !batch)) return null;
  if (random() >= fault.share) return null;
  injected++;
  return fault.kind ?? (random() < 0.5 ? "refused" : "timed-out");
}

async function faulty<T>(call: () => Promise<T>, batch = false): Promise<T> {
  const kind = drawFault(batch);
  if (kind === "refused") throw new ChaosD1Error("D1_ERROR: chaos: storage unavailable");
  const result = await call();
  if (kind === "timed-out") {
    await new Promise((resolve) => setTimeout(resolve, fault?.ms ?? 0));
    throw new ChaosD1Error("D1_ERROR: chaos: timed out (the call was made)");
  }
  return result;
}

const targets = new WeakMap<object, D1PreparedStatement>();
const wrapped = new WeakMap<D1Database, D1Database>();

function faultyStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, key) {
      if (key === "bind") {
        return (...values: unknown[]) => faultyStatement(target.bind(...values));
      }
      if (key === "run" || key === "all" || key === "first" || key === "raw") {
        return (...args: unknown[]) =>
          faulty(() => (target[key] as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  targets.set(proxy, statement);
  return proxy;
}

/**
 * The binding, or once the chaos control armed this isolate, the binding behind the
 * fault wrapper. A batch fails or times out as a whole, as D1's own does.
 */
export function chaosD1(d1: D1Database): D1Database {
  if (!armed) return d1;
  let proxy = wrapped.get(d1);
  if (!proxy) {
    proxy = new Proxy(d1, {
      get(target, key) {
        if (key === "prepare") return (query: string) => faultyStatement(target.prepare(query));
        if (key === "batch") {
          return (statements: D1PreparedStatement[]) =>
            faulty(() => target.batch(statements.map((s) => targets.get(s) ?? s)), true);
        }
        if (key === "exec") return (query: string) => faulty(() => target.exec(query));
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    wrapped.set(d1, proxy);
  }
  return proxy;
}

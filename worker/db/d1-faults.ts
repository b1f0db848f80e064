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
export type D1Fault = { share: number; ms: number; until: number; seed: number };

let fault: D1Fault | null = null;
let armed = false;
let random = () => Math.random();
let injected = 0;

/** A small seeded generator, so one chaos seed replays the same faults in call order. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function setD1Fault(next: D1Fault | null): void {
  armed = true;
  fault = next;
  if (next) random = seededRandom(next.seed);
}

/** Faults injected since this isolate started (the chaos report reads it). */
export const d1FaultsInjected = () => injected;

class ChaosD1Error extends Error {}

/** Whether this call fails, and how: null while no fault window is open. */
function drawFault(): "refused" | "timed-out" | null {
  if (!fault || Date.now() > fault.until || random() >= fault.share) return null;
  injected++;
  return random() < 0.5 ? "refused" : "timed-out";
}

async function faulty<T>(call: () => Promise<T>): Promise<T> {
  const kind = drawFault();
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
            faulty(() => target.batch(statements.map((s) => targets.get(s) ?? s)));
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

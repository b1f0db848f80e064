/**
 * Exact fractions over bigint, for a money rule whose verdict must not hang on a float's
 * rounding: the economy's "more back than a try costs" is decided at exactly the price,
 * and its figures are rates (paise per coin, per star) and chances (0.7 to the tenth).
 * Always reduced, with a positive denominator.
 */
export type Ratio = { readonly numerator: bigint; readonly denominator: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

const whole = (value: number | bigint): bigint => {
  if (typeof value === "bigint") return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  return BigInt(value);
};

/** `numerator / denominator` from whole numbers; a zero denominator is a bug. */
export function ratio(numerator: number | bigint, denominator: number | bigint = 1n): Ratio {
  let [n, d] = [whole(numerator), whole(denominator)];
  if (d === 0n) throw new RangeError("A ratio over zero");
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d) || 1n;
  return { numerator: n / divisor, denominator: d / divisor };
}

export const ZERO = ratio(0);
export const ONE = ratio(1);

export const add = (a: Ratio, b: Ratio) =>
  ratio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
export const subtract = (a: Ratio, b: Ratio) =>
  add(a, { numerator: -b.numerator, denominator: b.denominator });
export const multiply = (a: Ratio, b: Ratio) =>
  ratio(a.numerator * b.numerator, a.denominator * b.denominator);
export const divide = (a: Ratio, b: Ratio) =>
  ratio(a.numerator * b.denominator, a.denominator * b.numerator);

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compare(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export const largest = (values: Ratio[], floor: Ratio = ZERO): Ratio =>
  values.reduce((best, value) => (compare(value, best) > 0 ? value : best), floor);

/** The nearest float, for figures a person reads (counts, shares). */
export const toNumber = (r: Ratio) => Number(r.numerator) / Number(r.denominator);

/** The nearest whole number, halves rounded up: paise as a screen shows them. */
export function roundHalfUp(r: Ratio): number {
  const twice = 2n * r.numerator + r.denominator;
  const doubled = 2n * r.denominator;
  const floor = twice >= 0n ? twice / doubled : -((-twice + doubled - 1n) / doubled);
  return Number(floor);
}

/** The smallest whole number not below `r`. */
export function ceiling(r: Ratio): number {
  const { numerator: n, denominator: d } = r;
  return Number(n >= 0n ? (n + d - 1n) / d : -(-n / d));
}

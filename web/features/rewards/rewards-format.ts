/** "coin" or "coins" for `count`: the units here are nouns with a regular plural. */
export function unitFor(count: number, unit: string): string {
  return count === 1 ? unit : `${unit}s`;
}

/** "1 coin", "150 coins". */
export function countOf(count: number, unit: string): string {
  return `${count} ${unitFor(count, unit)}`;
}

/**
 * The sizes asked at checkout: each cart item whose prize comes in sizes needs one of
 * them; a prize without sizes takes none, whatever was sent for it. A refusal names its
 * cart item, so the screen shows it at that item's select.
 */

export type SizedCartItem = { id: string; name: string; sizes: readonly string[] };
export type SizeChoice = { item: string; size: string };
export type SizeRefusal = { item: string; message: string };

export function chooseSizes(
  items: readonly SizedCartItem[],
  chosen: readonly SizeChoice[],
): { sizes: Map<string, string | null>; refusals: SizeRefusal[] } {
  const picked = new Map(chosen.map((choice) => [choice.item, choice.size]));
  const sizes = new Map<string, string | null>();
  const refusals: SizeRefusal[] = [];
  for (const item of items) {
    const size = picked.get(item.id);
    if (item.sizes.length === 0) sizes.set(item.id, null);
    else if (size === undefined) {
      refusals.push({ item: item.id, message: `Choose a size for ${item.name}` });
    } else if (!item.sizes.includes(size)) {
      refusals.push({
        item: item.id,
        message: `${item.name} comes in ${item.sizes.join(", ")}: choose one of them`,
      });
    } else sizes.set(item.id, size);
  }
  return { sizes, refusals };
}

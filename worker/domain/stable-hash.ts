/** FNV-1a: cheap, stable and evenly spread for ids; it picks a socket's hub and a player's tally shard. */
export function stableHash(key: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    value ^= key.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * One-way tags this isolate computed lately, by what they digest. Every answer's receipt
 * tags its player and its question: a player answers many questions and a question is
 * answered by many players, so the same digest came back again and again, and WebCrypto
 * computes each one anew behind a promise. A tag depends only on its input, so a
 * remembered one is exactly what computing it again would give.
 */
export class TagMemory {
  private readonly remembered = new Map<string, Promise<string>>();

  /** `most` bounds memory: past it, the memory starts over. */
  constructor(private readonly most: number) {}

  /** The tag of `input`: remembered, else `digest()`'s, remembered unless it fails. */
  of(input: string, digest: () => Promise<string>): Promise<string> {
    const known = this.remembered.get(input);
    if (known) return known;
    if (this.remembered.size >= this.most) this.remembered.clear();
    const tag = digest();
    this.remembered.set(input, tag);
    tag.catch(() => this.remembered.delete(input));
    return tag;
  }
}

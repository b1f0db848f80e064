/**
 * One key of a Durable Object's synchronous storage, mirrored in memory. The object is the
 * only writer of its own storage, so once read the mirror is the stored value, and a hot
 * path that reads it on every call pays no SQLite read and no deserialisation. Storage
 * stays the truth: a fresh instance (after eviction or a restart) reads it again, and a
 * write that throws leaves the mirror as it was. Values are shared, never copied: callers
 * treat them as immutable, as the domain's transitions do.
 */
export class StoredCell<T> {
  private mirror: { value: T | undefined } | null = null;

  constructor(
    private readonly kv: SyncKvStorage,
    private readonly key: string,
  ) {}

  get(): T | undefined {
    this.mirror ??= { value: this.kv.get<T>(this.key) };
    return this.mirror.value;
  }

  /** Stores the value, or deletes the key for `undefined`. */
  set(value: T | undefined): void {
    if (value === undefined) this.kv.delete(this.key);
    else this.kv.put(this.key, value);
    this.mirror = { value };
  }
}

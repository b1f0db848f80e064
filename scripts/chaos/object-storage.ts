import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The Durable Objects' own storage in a stopped server's state folder: one SQLite file per
 * object under `v3/do/<script>-<Class>/`, read with the sqlite3 command line, read-only.
 */
export type ObjectFile = {
  kind: string;
  path: string;
  /** `<kind>/<file>`, for a report. */
  name: string;
};

/** Every object's file, or null when the state holds no object storage at all. */
export function objectFiles(stateDir: string): ObjectFile[] | null {
  const objects = join(stateDir, "v3", "do");
  if (!existsSync(objects)) return null;
  return readdirSync(objects).flatMap((kind) =>
    readdirSync(join(objects, kind))
      .filter((file) => file.endsWith(".sqlite"))
      .map((file) => ({ kind, path: join(objects, kind, file), name: `${kind}/${file}` })),
  );
}

/** One query's rows; none when the object never made the table it reads. */
export function queryObject(file: ObjectFile, sql: string): Record<string, unknown>[] {
  try {
    const out = execFileSync("sqlite3", ["-json", "-readonly", file.path, sql], {
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
    return out ? (JSON.parse(out) as Record<string, unknown>[]) : [];
  } catch {
    return [];
  }
}

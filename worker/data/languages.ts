import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { languages } from "../db/schema/questions";

export function listEnabledLanguages(db: Database) {
  return db.select().from(languages).where(eq(languages.enabled, true)).orderBy(languages.name);
}

export async function isEnabledLanguage(db: Database, languageId: string) {
  const [row] = await db
    .select({ enabled: languages.enabled })
    .from(languages)
    .where(eq(languages.id, languageId));
  return row?.enabled === true;
}

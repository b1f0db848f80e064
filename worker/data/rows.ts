import { eq } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import type { couponCatalogue, prizes } from "../db/schema/catalogue";

type EditableTable = typeof couponCatalogue | typeof prizes;

/** Applies an admin's edit to one row; false when there is no such row. */
export async function editRow<Table extends EditableTable>(
  db: Database,
  table: Table,
  id: string,
  change: SQLiteUpdateSetSource<Table>,
): Promise<boolean> {
  const updated = await db
    .update(table)
    .set(change)
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return updated.length === 1;
}

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { admins } from "../worker/db/schema/identity";
import { hashPassword } from "../worker/identity/passwords";
import { randomToken } from "../worker/ids";
import { sqlBuilder, toSqlStatement } from "./lib/sql-file";
import { executeSqlFile } from "./lib/wrangler";

/**
 * Bootstraps a main admin (the first one, or a locked-out one) straight into D1:
 *   npm run admin:create -- --email E --password P [--name N] [--remote]
 * An existing admin with that email gets the new password and is re-enabled.
 */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string", default: "Admin" },
    remote: { type: "boolean", default: false },
  },
});

const parsed = z
  .object({
    email: z.email(),
    password: z.string().min(8, "Password must have at least 8 characters"),
    name: z.string().min(1),
  })
  .safeParse(values);
if (!parsed.success) {
  console.error("Usage: npm run admin:create -- --email E --password P [--name N] [--remote]");
  for (const issue of parsed.error.issues)
    console.error(`  ${issue.path.join(".")}: ${issue.message}`);
  process.exit(2);
}

const { email, password, name } = parsed.data;
const passwordHash = await hashPassword(password);
const statement = toSqlStatement(
  sqlBuilder
    .insert(admins)
    .values({
      id: randomToken(16),
      email: email.toLowerCase(),
      name,
      passwordHash,
      createdAt: Date.now(),
    })
    .onConflictDoUpdate({ target: admins.email, set: { passwordHash, disabled: false } }),
);

const dir = join(".wrangler", "tmp");
mkdirSync(dir, { recursive: true });
const file = join(dir, "admin-create.sql");
writeFileSync(file, `${statement}\n`, { mode: 0o600 });
await executeSqlFile(file, values.remote ? "--remote" : "--local");
console.log(
  `Main admin ${email.toLowerCase()} is ready (${values.remote ? "remote" : "local"} database).`,
);

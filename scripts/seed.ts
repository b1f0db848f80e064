import { seedLocalDatabase } from "./lib/seed";

await seedLocalDatabase();
console.log("Seeded demo data (idempotent: rows that exist are left alone).");

// Proves that every /admin route, main admin and user-admin, survives fuzzed input
// derived from its zod schemas, as fuzz-player-routes.test.ts does for /api.
import { ADMIN_ROUTE_FAMILIES } from "./fuzz-route-table";
import { fuzzRouteFamilies } from "./fuzz-suite";

fuzzRouteFamilies(ADMIN_ROUTE_FAMILIES);

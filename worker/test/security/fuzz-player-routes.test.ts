// Proves that every /api route (and the ticket decisions that answer players) survives
// fuzzed input derived from its zod schemas: schema-valid, one-field-off and garbage
// bodies, odd path parameters, query strings, content types and callers. No answer is a
// 5xx, carries a stack trace, or leaves the one error shape. Does not prove the answers
// are right: the route tests do that.
import { PLAYER_ROUTE_FAMILIES } from "./fuzz-route-table";
import { fuzzRouteFamilies } from "./fuzz-suite";

fuzzRouteFamilies(PLAYER_ROUTE_FAMILIES);

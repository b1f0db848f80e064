import { apiRequest } from "../../lib/api-client";

/**
 * A main admin's write as a mutation's function: `method` on `path` with the main admin's
 * token, the mutation's variables as the body, answered with `Reply`.
 */
export function adminWrite<Reply, Body>(method: "POST" | "PUT" | "PATCH", path: string) {
  return (body: Body) => apiRequest<Reply>(path, { audience: "admin", method, body });
}

import { useStoredValue } from "../../lib/use-stored-value";

/**
 * The user-admin's public session id (`ssid_admin`), which the area's paths carry. The
 * route guard only shows these screens while it is stored; "" stands in meanwhile.
 */
export function useSessionId(): string {
  return useStoredValue("ssid_admin") ?? "";
}

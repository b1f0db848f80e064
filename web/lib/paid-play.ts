import { useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../contract/api-paths";
import type { AuthConfigResponse } from "../../contract/auth";
import { apiQuery } from "./api-query";

/**
 * Whether deposits and paid tries are on here (`PAID_PLAY`), for pages any visitor reads.
 * False until known, so a page never promises deposits the server would refuse.
 */
export function usePaidPlay(): boolean {
  const config = useQuery(apiQuery<AuthConfigResponse>(apiPaths.authConfig, "visitor"));
  return config.data?.paidPlay === true;
}

import { useQuery } from "@tanstack/react-query";
import { authConfigQuery } from "./api/sign-in";

/**
 * Whether deposits and paid tries are on here (`PAID_PLAY`), for pages any visitor reads.
 * False until known, so a page never promises deposits the server would refuse.
 */
export function usePaidPlay(): boolean {
  const config = useQuery(authConfigQuery());
  return config.data?.paidPlay === true;
}

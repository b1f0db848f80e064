import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ContributorProfileResponse } from "../../../contract/contributor";
import { contributorProfileQuery } from "./api";
import { useSessionId } from "./use-session-id";

/** The signed-in user-admin's name, email and the languages a question may be written in. */
export function useContributorProfile(): UseQueryResult<ContributorProfileResponse> {
  return useQuery(contributorProfileQuery(useSessionId()));
}

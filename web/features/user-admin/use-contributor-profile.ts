import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { adminPaths } from "../../../contract/api-paths";
import type { ContributorProfileResponse } from "../../../contract/contributor";
import { apiQuery } from "../../lib/api-query";
import { useSessionId } from "./use-session-id";

/** The signed-in user-admin's name, email and the languages a question may be written in. */
export function useContributorProfile(): UseQueryResult<ContributorProfileResponse> {
  return useQuery(
    apiQuery<ContributorProfileResponse>(
      adminPaths.contributorProfile(useSessionId()),
      "userAdmin",
    ),
  );
}

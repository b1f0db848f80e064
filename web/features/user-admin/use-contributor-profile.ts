import { adminPaths } from "../../../contract/api-paths";
import type { ContributorProfileResponse } from "../../../contract/contributor";
import { type ApiResource, useApiResource } from "../../lib/use-api-resource";
import { useSessionId } from "./use-session-id";

/** The signed-in user-admin's name, email and the languages a question may be written in. */
export function useContributorProfile(): ApiResource<ContributorProfileResponse> {
  return useApiResource<ContributorProfileResponse>(
    adminPaths.contributorProfile(useSessionId()),
    "userAdmin",
  );
}

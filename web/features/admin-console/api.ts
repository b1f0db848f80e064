import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn, QueryIn, ReplyOf } from "../../../contract/route";
import { insightRoutes } from "../../../contract/routes/admin-insights";
import { adminPeopleRoutes } from "../../../contract/routes/admin-people";
import { signInRoutes } from "../../../contract/routes/sign-in";
import { request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

export type AdminLogin = BodyIn<typeof signInRoutes.adminLogin>;
export type AdminSignup = BodyIn<typeof signInRoutes.adminSignup>;
export type CreateContributor = BodyIn<typeof adminPeopleRoutes.createContributor>;

/** A main admin's sign-in: a session token. */
export const postAdminLogin = (body: AdminLogin) => request(signInRoutes.adminLogin, { body });

/** A new main admin's sign-up with an invite: a session token. */
export const postAdminSignup = (body: AdminSignup) => request(signInRoutes.adminSignup, { body });

/** Ends the main admin's session on the server. */
export const endAdminSession = () => request(signInRoutes.adminLogout);

/** A main admin changes their own password. */
export const changeAdminPassword = (body: BodyIn<typeof signInRoutes.adminChangePassword>) =>
  request(signInRoutes.adminChangePassword, { body });

/** Whoever holds a reset link sets a new password with it. */
export const setPasswordWithLink = (body: BodyIn<typeof signInRoutes.usePasswordReset>) =>
  request(signInRoutes.usePasswordReset, { body });

export const adminsQuery = () => routeQuery(signInRoutes.admins);

/** A single-use code for a new main admin's sign-up. */
export function useMakeInvite() {
  return useMutation({ mutationFn: () => request(signInRoutes.adminInvite) });
}

/** A one-time password reset link for a user-admin or another main admin. */
export function useIssuePasswordReset() {
  return useMutation({
    mutationFn: (account: BodyIn<typeof signInRoutes.issuePasswordReset>) =>
      request(signInRoutes.issuePasswordReset, { body: account }),
  });
}

export const contributorsQuery = () => routeQuery(adminPeopleRoutes.adminContributors);

/** Creates a user-admin; the list is read again, and the form says the rest (`options`). */
export function useCreateContributor(
  options: Omit<
    UseMutationOptions<
      ReplyOf<typeof adminPeopleRoutes.createContributor>,
      Error,
      CreateContributor
    >,
    "mutationFn"
  >,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: CreateContributor) => request(adminPeopleRoutes.createContributor, { body }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: routeKey(adminPeopleRoutes.adminContributors) }),
  });
}

/** Disables or enables one user-admin (useEntryChange's send). */
export const setContributorDisabled = (id: string, body: { disabled: boolean }) =>
  request(adminPeopleRoutes.setContributorDisabled, { params: { id }, body });

export const auditQuery = (query: QueryIn<typeof adminPeopleRoutes.adminAudit>) =>
  routeQuery(adminPeopleRoutes.adminAudit, { query });

export const dashboardQuery = () => routeQuery(insightRoutes.adminDashboard);

/** The health check, read on demand. */
export const readCheck = (signal: AbortSignal) => request(insightRoutes.adminCheck, { signal });

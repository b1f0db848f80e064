import type { BodyIn, QueryIn } from "../../../contract/route";
import { insightRoutes } from "../../../contract/routes/admin-insights";
import { adminPeopleRoutes } from "../../../contract/routes/admin-people";
import { signInRoutes } from "../../../contract/routes/sign-in";
import { type ScreenMutationOptions, useRouteMutation } from "../../lib/api/route-mutation";
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
export const useMakeInvite = () => useRouteMutation(signInRoutes.adminInvite, {});

/** A one-time password reset link for a user-admin or another main admin. */
export const useIssuePasswordReset = () =>
  useRouteMutation(signInRoutes.issuePasswordReset, {
    input: (account: BodyIn<typeof signInRoutes.issuePasswordReset>) => ({ body: account }),
  });

export const contributorsQuery = () => routeQuery(adminPeopleRoutes.adminContributors);

/** Creates a user-admin; the list is read again, and the form says the rest (`options`). */
export const useCreateContributor = (
  options: ScreenMutationOptions<typeof adminPeopleRoutes.createContributor, CreateContributor>,
) =>
  useRouteMutation(adminPeopleRoutes.createContributor, {
    ...options,
    input: (body: CreateContributor) => ({ body }),
    refreshes: [routeKey(adminPeopleRoutes.adminContributors)],
    refreshOn: "settled",
  });

/** Disables or enables one user-admin (useEntryChange's send). */
export const setContributorDisabled = (id: string, body: { disabled: boolean }) =>
  request(adminPeopleRoutes.setContributorDisabled, { params: { id }, body });

export const auditQuery = (query: QueryIn<typeof adminPeopleRoutes.adminAudit>) =>
  routeQuery(adminPeopleRoutes.adminAudit, { query });

export const dashboardQuery = () => routeQuery(insightRoutes.adminDashboard);

/** The health check, read on demand. */
export const readCheck = (signal: AbortSignal) => request(insightRoutes.adminCheck, { signal });

import { z } from "zod";

/**
 * Passwords of the two admin areas: changing one's own (current password required) and
 * one-time reset links a main admin issues for a user-admin or another main admin. A
 * password is never shown or logged; a reset link is shown once, to the admin who made it.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

const newPassword = z
  .string()
  .min(PASSWORD_MIN, `At least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`);

/** `POST /admin/auth/password` (main admin) and `/admin/auth/user/password` (user-admin). */
export const changePasswordBody = z.object({
  current: z.string().min(1, "Enter your current password").max(PASSWORD_MAX),
  password: newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const resettableRoles = ["admin", "contributor"] as const;
export type ResettableRole = (typeof resettableRoles)[number];

/** `POST /admin/auth/password-resets`: a reset link for this account. */
export const issueResetBody = z.object({
  role: z.enum(resettableRoles),
  id: z.string().min(1).max(64),
});
export type IssueResetBody = z.infer<typeof issueResetBody>;

/** The link carries the secret after `#`, so it never reaches a server log or a Referer. */
export type IssueResetResponse = { Status: "OK"; link: string; expiresAt: string };

/** `POST /admin/auth/reset-password`: the secret from the link and the new password. */
export const useResetBody = z.object({
  token: z.string().min(20).max(200),
  password: newPassword,
});

/** Which sign-in the account uses next. */
export type UseResetResponse = { Status: "OK"; role: ResettableRole };

/** An account that signs in with email and password, as the main admin's lists show it. */
export type PasswordAccountView = {
  id: string;
  name: string;
  email: string;
  disabled: boolean;
  createdAt: number;
};

/** `GET /admin/admins`: the main admins, for the admins screen and the audit filter. */
export type AdminAccountView = PasswordAccountView & {
  /** The caller's own account, which is changed on the password screen, not by a link. */
  you: boolean;
};
export type AdminsResponse = { data: AdminAccountView[] };

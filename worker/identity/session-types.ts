/** Who a session belongs to. One table holds every role's sessions; a token opens only its own role's doors. */
export type SessionRole = "player" | "admin" | "contributor";

export type AuthenticatedSession = {
  /** Public session id (the user-admin's `ssid_admin`). */
  id: string;
  role: SessionRole;
  subjectId: string;
};

import type { GoogleSignInBody } from "../../../contract/auth";
import { readDeviceId } from "../../lib/device-id";

/** Who an ID token says the user is, read from its payload. */
export type GoogleIdentity = { idToken: string; email: string; name: string; uid: string };

/**
 * Reads the payload without verifying the signature: the Worker verifies the token
 * (DESIGN.md section 3), the client only needs the email and name to build the body.
 */
export function identityFromIdToken(idToken: string): GoogleIdentity {
  const payload = idToken.split(".")[1];
  if (!payload) throw new Error("The ID token has no payload");
  const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) =>
    c.charCodeAt(0),
  );
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof claims !== "object" || claims === null) throw new Error("The ID token has no claims");
  const { email, name, sub } = claims as Record<string, unknown>;
  if (typeof email !== "string" || email === "") throw new Error("The ID token has no email");
  return {
    idToken,
    email,
    name: typeof name === "string" ? name : "",
    uid: typeof sub === "string" ? sub : "",
  };
}

/**
 * SPEC.md's sign-in payload (username is the part of the email before the @), with this
 * browser's device credential, so the server can tell one phone from another (DESIGN.md
 * section 2); it keeps only a one-way key of it.
 */
export function signInBody(identity: GoogleIdentity): GoogleSignInBody {
  return {
    email: identity.email,
    name: identity.name,
    username: identity.email.split("@")[0] ?? "",
    uid: identity.uid,
    idToken: identity.idToken,
    deviceId: readDeviceId(),
  };
}

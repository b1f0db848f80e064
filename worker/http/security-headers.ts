import { createMiddleware } from "hono/factory";

/**
 * The security headers of every response, in one place: the Worker sets them on what it
 * answers, and the build writes the same values to dist/client/_headers for the files
 * Workers assets serves without running the Worker (vite.config.ts). Plain values, no
 * Worker types, so the build can import this module too.
 */

/**
 * The one stylesheet of the few pages the Worker renders itself (html-page.ts: the error
 * page, the sandbox checkout). It is inline so those pages stand alone even when the
 * assets are unreachable; the CSP allows exactly this text by its hash, so a change here
 * changes the hash with it.
 */
export const WORKER_PAGE_STYLE = `
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1b1240; line-height: 1.5; }
h1 { color: #4c1fc4; }
.note { background: #fff6d6; padding: 0.75rem; border-radius: 0.5rem; }
.request-id { font-family: ui-monospace, monospace; font-size: 0.9rem; word-break: break-all; }
a, button { font-size: 1.1rem; padding: 0.8rem 1.2rem; margin: 0.5rem 0.5rem 0 0; border-radius: 0.5rem; border: 2px solid #4c1fc4; display: inline-block; }
a { text-decoration: none; }
.primary { background: #4c1fc4; color: white; }
.secondary { background: white; color: #4c1fc4; }
`;

/** Google Identity Services: its script, its button's frame, its calls and its styles. */
const GOOGLE_SIGN_IN = "https://accounts.google.com/gsi/";

async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

async function contentSecurityPolicy(): Promise<string> {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // No inline script anywhere: the SPA is built files, the Worker's pages have none.
    "script-src": ["'self'", `${GOOGLE_SIGN_IN}client`],
    // The Worker's own pages carry one inline stylesheet, allowed by its hash alone.
    "style-src": ["'self'", `${GOOGLE_SIGN_IN}style`, await sha256Source(WORKER_PAGE_STYLE)],
    // Our own images only: question images are uploaded here (contract/images.ts), and a
    // picture from another host would tell it who looked.
    "img-src": ["'self'", "data:"],
    // 'self' covers the same-origin WebSocket (ws:/wss:) in CSP level 3.
    "connect-src": ["'self'", GOOGLE_SIGN_IN],
    "frame-src": [GOOGLE_SIGN_IN],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

async function buildHeaderValues(): Promise<Record<string, string>> {
  return {
    "Content-Security-Policy": await contentSecurityPolicy(),
    // No `preload`: that is a promise to browsers that is slow to take back (docs/DEPLOY.md).
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    // For browsers older than frame-ancestors.
    "X-Frame-Options": "DENY",
    // Google's sign-in checks the page's origin, so the origin (only) still goes along.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    // Google's sign-in popup reports back to its opener; same-origin would cut it off.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

let headerValues: Promise<Record<string, string>> | undefined;

/** Header name to value; computed once per isolate (the CSP hashes the page style). */
export function securityHeaderValues(): Promise<Record<string, string>> {
  headerValues ??= buildHeaderValues();
  return headerValues;
}

/** Sets every security header on every answer, errors and the SPA shell included. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(await securityHeaderValues())) {
    c.res.headers.set(name, value);
  }
});

/**
 * The `_headers` file of Workers static assets: the same security values for every path,
 * and long caching for the content-hashed build output.
 */
export async function assetHeadersFile(): Promise<string> {
  const lines = Object.entries(await securityHeaderValues()).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return [
    "# Written by the build from worker/http/security-headers.ts; edit that file instead.",
    "/*",
    ...lines,
    // Vite names these files by their content hash: a phone on a slow network fetches
    // each version once, and a new build is new names.
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}

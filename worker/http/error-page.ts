import { html } from "hono/html";
import { workerPage } from "./html-page";

/**
 * What a browser navigation sees when the Worker fails: a page that needs nothing else
 * (no script, no asset), and the request id to quote, which is on every log line of that
 * request.
 */
export function errorPage(requestId: string) {
  return workerPage(
    "Something went wrong",
    html`<h1>Something went wrong</h1>
    <p>We could not open this page. Please try again in a moment.</p>
    <p><a class="primary" href="/">Back to the start</a></p>
    <p class="note">If it keeps happening, tell us this reference:<br />
      <span class="request-id">${requestId}</span></p>`,
  );
}

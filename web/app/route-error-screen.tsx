import { useEffect } from "react";
import { useRouteError } from "react-router";
import { PageTitle } from "../components/page-title";

/** Shown when a screen throws or its code cannot load (often a new deploy): reloading fixes both. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main id="main" className="screen">
      <PageTitle title="Something went wrong" />
      <h1>Something went wrong</h1>
      <p>This screen could not be shown.</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}

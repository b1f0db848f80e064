import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { PageTitle } from "../components/page-title";

/** Shown when a screen throws or its code cannot load (often a new deploy): reloading fixes both. */
export function RouteErrorScreen() {
  const { i18n } = useLingui();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main id="main" className="screen">
      <PageTitle title={i18n._("routeError.title")} />
      <h1>{i18n._("routeError.title")}</h1>
      <p>{i18n._("routeError.body")}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {i18n._("routeError.reload")}
      </button>
    </main>
  );
}

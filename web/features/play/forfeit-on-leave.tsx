import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { paths } from "../../lib/paths";
import { forfeitRun } from "./run-flag";

const runPaths: ReadonlySet<string> = new Set([paths.play, paths.start]);

/**
 * SPEC.md section 4, DESIGN.md section 4: leaving /play or /start for another screen
 * forfeits the run. It sits in the player layout and sees in-app navigation only, so a
 * reload never forfeits (the server's clock still ends an abandoned question).
 */
export function ForfeitRunOnLeave() {
  const location = useLocation();
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = location.pathname;
    if (runPaths.has(from) && !runPaths.has(location.pathname)) {
      forfeitRun();
    }
  }, [location]);

  return null;
}

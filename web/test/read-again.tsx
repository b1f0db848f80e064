import { useQueryClient } from "@tanstack/react-query";
import type { JsonRoute } from "../../contract/route";
import { routeKey } from "../lib/api-query";

/**
 * Stands in for whatever reads `route` again while a form is open (a save elsewhere,
 * another admin's change): a button that refetches it.
 */
export function ReadAgain({ route }: { route: JsonRoute & { caller: "admin" } }) {
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      onClick={() => void queryClient.invalidateQueries({ queryKey: routeKey(route) })}
    >
      Read again
    </button>
  );
}

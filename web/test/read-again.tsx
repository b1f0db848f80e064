import { useQueryClient } from "@tanstack/react-query";
import type { Audience } from "../lib/api-client";
import { apiQueryKey } from "../lib/api-query";

/**
 * Stands in for whatever reads `path` again while a form is open (a save elsewhere,
 * another admin's change): a button that refetches it.
 */
export function ReadAgain({ path, audience }: { path: string; audience: Audience }) {
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      onClick={() => void queryClient.invalidateQueries({ queryKey: apiQueryKey(path, audience) })}
    >
      Read again
    </button>
  );
}

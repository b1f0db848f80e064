import { useMutation } from "@tanstack/react-query";
import { useState } from "react";

type Change<Body> = { id: string; body: Body; done: string };

/**
 * A change of one entry of an admin list (block a player, disable a user-admin, switch an
 * entry off), sent by `send` from the feature's api.ts: one at a time, `done` said in the
 * screen's status line, the list read again. A failure speaks through the app's popup
 * (lib/query-client.ts).
 */
export function useEntryChange<Body>(
  send: (id: string, body: Body) => Promise<unknown>,
  list: { refetch: () => unknown },
) {
  const [notice, setNotice] = useState("");
  const change = useMutation({
    mutationFn: ({ id, body }: Change<Body>) => send(id, body),
    onMutate: () => setNotice(""),
    onSuccess: (_, { done }) => {
      setNotice(done);
      void list.refetch();
    },
  });

  /** Resolves true once the change is made; false when it failed or another is in flight. */
  async function run(id: string, body: Body, done: string): Promise<boolean> {
    if (change.isPending) return false;
    try {
      await change.mutateAsync({ id, body, done });
      return true;
    } catch {
      // The mutation cache has already told the admin why.
      return false;
    }
  }

  return {
    run,
    /** The id of the entry being changed, or null. */
    busyId: change.isPending ? change.variables.id : null,
    notice,
    setNotice,
  };
}

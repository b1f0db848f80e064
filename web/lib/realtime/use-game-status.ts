import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { GameStatus } from "../../../contract/game";
import { gameStatusKey, readGameStatus } from "../api/game";
import { useRealtimeMessage, useResync } from "./realtime-provider";
import type { RealtimeAudience } from "./realtime-socket";

/**
 * HTTP answers and socket messages can arrive out of order (a slow GET after a newer
 * `game` message); the switch stamps every change, so the newest stamp wins.
 */
function newest(current: GameStatus | undefined, next: GameStatus): GameStatus {
  return current && current.changedAt > next.changedAt ? current : next;
}

/**
 * The game switch, read over HTTP on mount and after every socket (re)open, and updated
 * live by `game` messages. Needs the area's RealtimeProvider.
 */
export function useGameStatus(audience: RealtimeAudience) {
  const queryClient = useQueryClient();
  const queryKey = gameStatusKey(audience);
  const status = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const read = await readGameStatus(audience, signal);
      // Merged on arrival: a `game` message may have come in while the read was on its way.
      return newest(queryClient.getQueryData<GameStatus>(queryKey), read);
    },
  });

  useResync(() => void status.refetch());
  useRealtimeMessage("game", (message) => {
    queryClient.setQueryData<GameStatus>(queryKey, (current) => newest(current, message));
  });

  return status;
}

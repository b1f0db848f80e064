import { type Client, connect } from "../../bench/socket-clients";
import { pause } from "./world";

/**
 * Sockets that listen as the SPA's do and reconnect with backoff whenever theirs drops (a
 * kill, a hub dropping all its sockets): at the end each must hold the switch's last state.
 */
export type SocketWatcher = {
  reconnects: number;
  lastStatus: () => string | null;
  stop: () => void;
};

export function watchSwitch(wsUrl: string, protocols: string[] = []): SocketWatcher {
  let client: Client | undefined;
  let stopped = false;
  const watcher: SocketWatcher = {
    reconnects: 0,
    lastStatus: () => (client?.lastGame?.type === "game" ? client.lastGame.Status : null),
    stop: () => {
      stopped = true;
      client?.socket.terminate();
    },
  };
  const keepConnected = async () => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        client = await connect(wsUrl, client, protocols);
        attempt = 0;
        await new Promise((resolve) => client?.socket.once("close", resolve));
        if (!stopped) watcher.reconnects++;
      } catch {
        await pause(Math.min(5_000, 200 * 2 ** attempt));
      }
    }
  };
  void keepConnected();
  return watcher;
}

import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { usePopupMessage } from "../components/popup-message";
import { createQueryClient } from "../lib/query-client";

/**
 * Server state for the whole app: one QueryClient, whose failed writes speak through the
 * popup above it. `retryReads` is off in tests, so a failure shows at once.
 */
export function ServerStateProvider({
  retryReads = true,
  children,
}: {
  retryReads?: boolean;
  children: ReactNode;
}) {
  const showMessage = usePopupMessage();
  const [client] = useState(() => createQueryClient({ showMessage, retryReads }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

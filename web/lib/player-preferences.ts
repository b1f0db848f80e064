import { useQuery } from "@tanstack/react-query";
import type { PlayerSettings } from "../../contract/community";
import { playerSettingsQuery } from "./api/settings";
import { useStoredValue } from "./use-stored-value";

type PlayerPreferences = PlayerSettings["preferences"];

/** What a player has not chosen yet: no sound, full motion unless the OS asks. */
const UNSET: PlayerPreferences = { sound: false, reducedMotion: false };

/**
 * The signed-in player's saved Sound and Reduce motion settings, from the same read as
 * /settings (which writes its saved values into it), so a change applies at once;
 * undefined until read, and for a visitor. Read once per app start: the hook's later
 * users (the play screen's sounds) take the answer already there instead of reading it
 * again, since only /settings changes it, and /settings itself still reads afresh.
 */
export function useSavedPreferences(): PlayerPreferences | undefined {
  const signedIn = useStoredValue("ssid") !== null;
  const settings = useQuery({
    ...playerSettingsQuery(),
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return signedIn ? settings.data?.preferences : undefined;
}

/** The preferences to act on now: the saved ones, or the defaults until they are read. */
export function usePlayerPreferences(): PlayerPreferences {
  return useSavedPreferences() ?? UNSET;
}

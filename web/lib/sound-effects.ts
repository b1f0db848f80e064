import { useCallback, useEffect } from "react";
import { usePlayerPreferences } from "./player-preferences";

/** The files `npm run sounds` makes in web/public/sounds/ (scripts/lib/sound-wave.ts). */
export type SoundEffect = "correct" | "wrong" | "time-up" | "prize";

const EFFECTS: readonly SoundEffect[] = ["correct", "wrong", "time-up", "prize"];

let context: AudioContext | null = null;
const decoded = new Map<SoundEffect, Promise<AudioBuffer | null>>();

/**
 * Browsers only let a page make sound after the person has touched it; before that there
 * is no AudioContext at all, so none is ever started without a gesture.
 */
function hasUserGesture(): boolean {
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

function audioContext(): AudioContext | null {
  if (context) return context;
  if (typeof AudioContext === "undefined" || !hasUserGesture()) return null;
  context = new AudioContext();
  return context;
}

function bufferOf(audio: AudioContext, effect: SoundEffect): Promise<AudioBuffer | null> {
  let buffer = decoded.get(effect);
  if (!buffer) {
    buffer = fetch(`/sounds/${effect}.wav`)
      .then((response) => response.arrayBuffer())
      .then((bytes) => audio.decodeAudioData(bytes))
      .catch((error: unknown) => {
        // A missing sound is no reason to stop the game; the next play tries again.
        console.error(`Could not load the ${effect} sound`, error);
        decoded.delete(effect);
        return null;
      });
    decoded.set(effect, buffer);
  }
  return buffer;
}

async function play(effect: SoundEffect): Promise<void> {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === "suspended") await audio.resume();
  const buffer = await bufferOf(audio, effect);
  if (!buffer) return;
  const source = audio.createBufferSource();
  source.buffer = buffer;
  source.connect(audio.destination);
  source.start();
}

/**
 * The game's sound effects, played only while the player's Sound setting is on. While it
 * is off, nothing is fetched and no AudioContext exists. Once it is on and the player has
 * touched the page, the four small files are decoded ahead, so a sound is never late.
 */
export function useSoundEffects(): (effect: SoundEffect) => void {
  const { sound } = usePlayerPreferences();
  useEffect(() => {
    if (!sound) return;
    const audio = audioContext();
    if (audio) for (const effect of EFFECTS) void bufferOf(audio, effect);
  }, [sound]);
  return useCallback(
    (effect: SoundEffect) => {
      if (sound) void play(effect);
    },
    [sound],
  );
}

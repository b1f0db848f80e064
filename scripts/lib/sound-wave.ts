/**
 * The game's sound effects, synthesised here rather than downloaded, so they
 * are ours and tiny: 8 kHz, 8-bit mono WAV, which every browser's Web Audio decodes.
 * `npm run sounds` writes them to web/public/sounds/.
 */

export const SAMPLE_RATE = 8000;

/** One note: a frequency glide over a duration, at a volume from 0 to 1. */
type Note = {
  from: number;
  to?: number;
  seconds: number;
  volume?: number;
  wave?: "sine" | "square";
};

export const soundEffects = {
  // Two rising notes: a bright "ding-ding".
  correct: [
    { from: 660, seconds: 0.09 },
    { from: 990, seconds: 0.16 },
  ],
  // A low falling buzz.
  wrong: [{ from: 220, to: 140, seconds: 0.32, wave: "square", volume: 0.35 }],
  // Three short ticks, the last one longer.
  "time-up": [
    { from: 880, seconds: 0.06 },
    { from: 0, seconds: 0.06 },
    { from: 880, seconds: 0.06 },
    { from: 0, seconds: 0.06 },
    { from: 587, seconds: 0.2 },
  ],
  // A rising arpeggio for a coupon or stars.
  prize: [
    { from: 523, seconds: 0.08 },
    { from: 659, seconds: 0.08 },
    { from: 784, seconds: 0.08 },
    { from: 1047, seconds: 0.22 },
  ],
} satisfies Record<string, Note[]>;

export type SoundName = keyof typeof soundEffects;

/** Samples from -1 to 1; each note fades in and out over 5 ms, so nothing clicks. */
export function synthesise(notes: readonly Note[]): number[] {
  const samples: number[] = [];
  const fade = Math.round(SAMPLE_RATE * 0.005);
  let phase = 0;
  for (const note of notes) {
    const count = Math.round(note.seconds * SAMPLE_RATE);
    const volume = note.volume ?? 0.5;
    for (let i = 0; i < count; i++) {
      const frequency = note.from + ((note.to ?? note.from) - note.from) * (i / count);
      phase += (2 * Math.PI * frequency) / SAMPLE_RATE;
      const envelope = Math.min(1, i / fade, (count - 1 - i) / fade);
      const value = note.wave === "square" ? Math.sign(Math.sin(phase)) : Math.sin(phase);
      samples.push(frequency === 0 ? 0 : value * volume * envelope);
    }
  }
  return samples;
}

/** A RIFF/WAVE file: PCM, one channel, 8-bit unsigned samples. */
export function encodeWav(samples: readonly number[]): Uint8Array {
  const header = 44;
  const bytes = new Uint8Array(header + samples.length);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, header - 8 + samples.length, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, "data");
  view.setUint32(40, samples.length, true);
  samples.forEach((sample, i) => {
    bytes[header + i] = Math.round(128 + Math.max(-1, Math.min(1, sample)) * 127);
  });
  return bytes;
}

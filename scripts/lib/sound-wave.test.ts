// Proves the sound effects: each is a valid 8 kHz 8-bit mono WAV, the files in
// web/public/sounds/ are exactly what `npm run sounds` makes (so nobody swaps in a
// download), and all of them together stay under the 30 KB.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodeWav, SAMPLE_RATE, type SoundName, soundEffects, synthesise } from "./sound-wave";

const names = Object.keys(soundEffects) as SoundName[];
const shipped = (name: SoundName) =>
  readFileSync(join(import.meta.dirname, "..", "..", "web", "public", "sounds", `${name}.wav`));

describe("the sound effects", () => {
  it("encodes a PCM WAVE header for one 8-bit channel at 8 kHz", () => {
    const file = encodeWav(synthesise(soundEffects.correct));
    const view = new DataView(file.buffer);
    expect(new TextDecoder().decode(file.slice(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(file.slice(8, 16))).toBe("WAVEfmt ");
    expect([view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([
      1,
      SAMPLE_RATE,
      8,
    ]);
    expect(view.getUint32(40, true)).toBe(file.length - 44);
  });

  it("ships exactly the generated files, under 30 KB in all", () => {
    let total = 0;
    for (const name of names) {
      const file = shipped(name);
      expect(Buffer.from(encodeWav(synthesise(soundEffects[name])))).toEqual(file);
      total += file.length;
    }
    expect(total).toBeLessThan(30 * 1024);
  });
});

// Writes the game's sound effects to web/public/sounds/: `npm run sounds`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeWav, type SoundName, soundEffects, synthesise } from "./lib/sound-wave";

const folder = join(import.meta.dirname, "..", "web", "public", "sounds");

for (const name of Object.keys(soundEffects) as SoundName[]) {
  const file = encodeWav(synthesise(soundEffects[name]));
  writeFileSync(join(folder, `${name}.wav`), file);
  console.log(`${name}.wav: ${file.length} bytes`);
}

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** One chunk of Vite's build manifest (`vite build --manifest`), keyed by its source. */
type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type BuildManifest = Record<string, ManifestChunk>;

/** Files a page downloads, split by kind; paths are relative to the build folder. */
export type ChunkFiles = { scripts: string[]; styles: string[] };

/** The chunk and everything it imports statically, each once; lazy imports are not followed. */
function staticClosure(
  manifest: BuildManifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: BuildManifest, keys: Iterable<string>): ChunkFiles {
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    scripts.push(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
  }
  return { scripts, styles: [...styles] };
}

function entryKey(manifest: BuildManifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0]!;
}

/**
 * The chunks every first screen downloads before React renders anything: the entry, the
 * modules the entry imports after the first paint that the shell names in <head> (`afterPaint`,
 * manifest keys such as "app/boot.tsx": React, the router, the app), and their static
 * imports. Screens are lazy chunks and come on top.
 */
function firstScreenKeys(manifest: BuildManifest, afterPaint: string[]): Set<string> {
  const keys = staticClosure(manifest, entryKey(manifest));
  for (const key of afterPaint) staticClosure(manifest, key, keys);
  return keys;
}

/** The files of the first screen (see firstScreenKeys), with their CSS. */
export function firstScreenFiles(manifest: BuildManifest, afterPaint: string[] = []): ChunkFiles {
  return filesOf(manifest, firstScreenKeys(manifest, afterPaint));
}

/**
 * For each lazily imported chunk of the first screen (one per screen), what it adds on
 * top of the first screen files: its own chunk and the static imports the first screen
 * does not have.
 */
export function lazyChunkAdditions(
  manifest: BuildManifest,
  afterPaint: string[] = [],
): { chunk: string; files: ChunkFiles }[] {
  const firstScreen = firstScreenKeys(manifest, afterPaint);
  const lazy = new Set([...firstScreen].flatMap((key) => manifest[key]!.dynamicImports ?? []));
  return [...lazy]
    .filter((chunk) => !firstScreen.has(chunk))
    .map((chunk) => {
      const added = [...staticClosure(manifest, chunk)].filter((key) => !firstScreen.has(key));
      return { chunk, files: filesOf(manifest, added) };
    });
}

/** Bytes after gzip at the level servers commonly use (6, zlib's default). */
export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content).length;
}

/** The gzip sizes of build files summed, each file compressed on its own as it is served. */
export function gzipSizeOfFiles(buildDir: string, files: string[]): number {
  return files.reduce((total, file) => total + gzipSize(readFileSync(join(buildDir, file))), 0);
}

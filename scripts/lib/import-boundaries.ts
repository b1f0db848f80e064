import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/**
 * The house's import rules (docs/ARCHITECTURE.md, "The floors"), read from the sources:
 * imports only point down a floor or stay on it, no route imports another route, no
 * feature of the web imports another feature, `data/` knows nothing of the wire contract,
 * and the two sides meet only in `contract/`.
 */
export type Import = { from: string; to: string };

/**
 * The Worker's floors, lowest first. A file may import its own floor or one below; a
 * folder not named here (tests, fixtures) is on no floor and is not checked.
 */
const workerFloors: readonly (readonly string[])[] = [
  ["worker/domain/"],
  ["worker/db/", "worker/ids", "worker/config", "worker/digest", "worker/realtime/"],
  ["worker/data/", "worker/identity/", "worker/receipts/"],
  ["worker/durable/", "worker/payments/", "worker/http/"],
  ["worker/routes/views/"],
  ["worker/routes/"],
  ["worker/index", "worker/maintenance"],
];

/** The floor of the longest prefix that names the path, so `routes/views/` is not `routes/`. */
function floorOf(path: string): number | null {
  const named = workerFloors.flatMap((prefixes, floor) =>
    prefixes.filter((prefix) => path.startsWith(prefix)).map((prefix) => ({ floor, prefix })),
  );
  named.sort((a, b) => b.prefix.length - a.prefix.length);
  return named[0]?.floor ?? null;
}

const isRoute = (path: string) =>
  path.startsWith("worker/routes/") && !path.startsWith("worker/routes/views/");
const featureOf = (path: string) => /^web\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
const side = (path: string) => path.split("/")[0];

/** Why an import breaks a rule, or null when it keeps them all. */
export function brokenRule({ from, to }: Import): string | null {
  const [fromFloor, toFloor] = [floorOf(from), floorOf(to)];
  if (fromFloor !== null && toFloor !== null && toFloor > fromFloor) {
    return "imports a floor above its own";
  }
  if (isRoute(from) && isRoute(to)) return "a route imports another route";
  if (from.startsWith("worker/data/") && to.startsWith("contract/")) {
    return "data/ imports the wire contract";
  }
  const [fromFeature, toFeature] = [featureOf(from), featureOf(to)];
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return "a feature imports another feature";
  }
  if (/^web\/(components|lib)\//.test(from) && /^web\/(features|app)\//.test(to)) {
    return "a shared web module imports a screen";
  }
  if (side(from) !== side(to) && side(to) !== "contract") return "crosses to the other side";
  return null;
}

const relativeImport =
  /(?:^|\n)\s*(?:import|export)\s(?:[^;]*?\bfrom\s+)?"(\.[^"]*)"|\bimport\(\s*"(\.[^"]*)"\s*\)/g;

/** Every relative import of one file's text, as paths from the repository's root. */
export function importsOf(file: string, text: string): Import[] {
  return [...text.matchAll(relativeImport)].map((match) => ({
    from: file,
    to: join(dirname(file), match[1] ?? match[2] ?? ""),
  }));
}

/** The product's source files, tests and test helpers left out. */
function productSources(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter(
        (entry) =>
          entry.isFile() &&
          /\.tsx?$/.test(entry.name) &&
          !/\.test\.tsx?$/.test(entry.name) &&
          !/\/test(\/|$)/.test(entry.parentPath),
      )
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
}

/** Each import of the product that breaks a rule, with the rule. */
export function boundaryViolations(root: string): (Import & { rule: string })[] {
  return productSources(root, ["worker", "web", "contract"]).flatMap((file) =>
    importsOf(file, readFileSync(join(root, file), "utf8")).flatMap((edge) => {
      const rule = brokenRule(edge);
      return rule ? [{ ...edge, rule }] : [];
    }),
  );
}

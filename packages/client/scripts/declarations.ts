/**
 * What the built files may name. The declarations stand alone: an app outside the monorepo
 * installs the package and its dependencies, nothing else (no source, no server packages).
 */

/**
 * The declaration that replaces the server's per-request context in the built types. A client
 * never sees a procedure's context: it holds the database, the services and the session, and
 * naming them would make every app install the server's packages to type-check.
 */
export const SERVER_CONTEXT = `/** The server's per-request context: not part of the wire contract, opaque to clients. */
export interface Context {
    readonly __serverOnly: never;
}`;

/** The packages a JavaScript or declaration file imports (`@scope/name`, `name`), sorted. */
export function importedPackages(text: string): string[] {
  const names = new Set<string>();
  const specifiers = text.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm,
  );
  for (const match of specifiers) {
    const specifier = match[1] ?? match[2] ?? match[3]!;
    if (specifier.startsWith('.') || specifier.startsWith('/')) {
      names.add(specifier);
      continue;
    }
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return [...names].sort();
}

/** Most lines a spine label holds at a size readable from a step back. */
const MAX_LINES = 5;

/**
 * A call number as a spine label prints it, a part to a line, top to bottom as a shelver reads
 * it: "823.912 AUS" → "823", ".912", "AUS". A Dewey number breaks at its point, the way
 * libraries letter their spines, so the class reads first and a long decimal cannot run off
 * a 38 mm label. Parts beyond what fits join the last line rather than disappear.
 */
export function spineLines(callNumber: string): string[] {
  const parts = callNumber
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((part) => {
      const dewey = /^(\d{3})(\.\d+)$/.exec(part);
      return dewey ? [dewey[1]!, dewey[2]!] : [part];
    });
  if (parts.length <= MAX_LINES) return parts;
  return [...parts.slice(0, MAX_LINES - 1), parts.slice(MAX_LINES - 1).join(' ')];
}

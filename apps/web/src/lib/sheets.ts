/** Items in consecutive groups of `size` (printed sheets of labels or cards). */
export function sheetsOf<T>(items: readonly T[], size: number): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    sheets.push(items.slice(start, start + size));
  }
  return sheets;
}

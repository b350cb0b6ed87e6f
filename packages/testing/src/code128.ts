// Reads a Code 128 barcode back from the SVG that bwip-js draws, with a decoder of its own
// written from the symbology's tables (ISO/IEC 15417): a test of a printed label checks what a
// scanner would read, not what the drawing library was asked for.

/** Bar and space widths (in modules) of each symbol value 0–106; 106 is the stop pattern. */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START = { 103: 'A', 104: 'B', 105: 'C' } as const;
const STOP = 106;

/** The bars of a bwip-js SVG: vertical strokes, each `[left, right]` in drawing units. */
function barsOf(svg: string): Array<[number, number]> {
  const bars: Array<[number, number]> = [];
  for (const path of svg.matchAll(/<path[^>]*stroke-width="([\d.]+)"[^>]*d="([^"]+)"/g)) {
    const width = Number(path[1]);
    for (const move of path[2]!.matchAll(/M([\d.]+) [\d.]+L[\d.]+ [\d.]+/g)) {
      const x = Number(move[1]);
      bars.push([x - width / 2, x + width / 2]);
    }
  }
  return bars.sort((a, b) => a[0] - b[0]);
}

/** Widths in modules, bar first, alternating with the spaces between the bars. */
function elementWidths(svg: string): number[] {
  const bars = barsOf(svg);
  if (bars.length === 0) throw new Error('no bars in the drawing');
  const module = Math.min(...bars.map(([left, right]) => right - left));
  const widths: number[] = [];
  bars.forEach(([left, right], i) => {
    if (i > 0) widths.push(Math.round((left - bars[i - 1]![1]) / module));
    widths.push(Math.round((right - left) / module));
  });
  return widths;
}

/** The text a scanner reads from a Code 128 SVG; throws if the symbol or checksum is bad. */
export function readCode128Svg(svg: string): string {
  const widths = elementWidths(svg);
  const values: number[] = [];
  for (let i = 0; i < widths.length; i += 6) {
    const rest = widths.length - i;
    const pattern = widths.slice(i, rest === 7 ? i + 7 : i + 6).join('');
    const value = PATTERNS.indexOf(pattern);
    if (value < 0) throw new Error(`no Code 128 symbol ${pattern} at element ${i}`);
    values.push(value);
    if (value === STOP) break;
  }
  const [start, ...rest] = values;
  if (!(start! in START) || rest.pop() !== STOP) throw new Error('no start or stop symbol');
  const check = rest.pop()!;
  const sum = rest.reduce((total, value, i) => total + value * (i + 1), start!);
  if (sum % 103 !== check) throw new Error('checksum does not match');
  let set: 'A' | 'B' | 'C' = START[start as keyof typeof START];
  let text = '';
  for (const value of rest) {
    if (set === 'C') {
      if (value < 100) text += String(value).padStart(2, '0');
      else set = value === 100 ? 'B' : 'A';
    } else if (value === 99) set = 'C';
    else if (value === 100 && set === 'A') set = 'B';
    else if (value === 101 && set === 'B') set = 'A';
    // FNC and shift symbols: none in the library's codes.
    else if (value >= 96) continue;
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else text += String.fromCharCode(value < 64 ? value + 32 : value - 64);
  }
  return text;
}

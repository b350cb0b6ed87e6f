import type { CSSProperties } from 'react';
import type { LabelStockId } from '../label-choice';

/**
 * Label stock a library buys: the paper, and where its pre-cut labels sit on it, in
 * millimetres from the maker's templates (Avery's published layouts; other makers sell the
 * same geometry under their own codes). The sheet is printed with no page margin, so every
 * label lands on its cut: the printer must print at 100% ("actual size").
 */
export interface LabelStock {
  id: LabelStockId;
  paper: 'A4' | 'letter';
  columns: number;
  rows: number;
  /** One label's size. */
  width: number;
  height: number;
  /** Distance from the paper's top and left edge to the first label. */
  top: number;
  left: number;
  /** From one label's left (top) edge to the next one's. */
  pitchX: number;
  pitchY: number;
  /** Plain paper: dashed lines to cut along. Pre-cut stock needs none. */
  cutGuides: boolean;
}

const PAPER = { A4: { width: 210, height: 297 }, letter: { width: 215.9, height: 279.4 } };

export const LABEL_STOCKS: readonly LabelStock[] = [
  // Plain A4 in 3 × 8 inside 10 mm margins, cut by hand: what the sheet always printed.
  {
    id: 'plain-a4',
    paper: 'A4',
    columns: 3,
    rows: 8,
    width: 190 / 3,
    height: 277 / 8,
    top: 10,
    left: 10,
    pitchX: 190 / 3,
    pitchY: 277 / 8,
    cutGuides: true,
  },
  // Avery L7159 (and J8159): A4, 24 labels of 63.5 × 33.9 mm.
  {
    id: 'l7159',
    paper: 'A4',
    columns: 3,
    rows: 8,
    width: 63.5,
    height: 33.9,
    top: 12.9,
    left: 6.5,
    pitchX: 66,
    pitchY: 33.9,
    cutGuides: false,
  },
  // Avery L7160 (and J8160): A4, 21 labels of 63.5 × 38.1 mm.
  {
    id: 'l7160',
    paper: 'A4',
    columns: 3,
    rows: 7,
    width: 63.5,
    height: 38.1,
    top: 15.1,
    left: 7.2,
    pitchX: 66,
    pitchY: 38.1,
    cutGuides: false,
  },
  // Avery L7163 (and J8163): A4, 14 labels of 99.1 × 38.1 mm.
  {
    id: 'l7163',
    paper: 'A4',
    columns: 2,
    rows: 7,
    width: 99.1,
    height: 38.1,
    top: 15.1,
    left: 4.7,
    pitchX: 101.6,
    pitchY: 38.1,
    cutGuides: false,
  },
  // Avery 5160: US Letter, 30 labels of 2⅝ × 1 in, the stock sold where A4 is not.
  {
    id: 'avery-5160',
    paper: 'letter',
    columns: 3,
    rows: 10,
    width: 66.675,
    height: 25.4,
    top: 12.7,
    left: 4.7625,
    pitchX: 69.85,
    pitchY: 25.4,
    cutGuides: false,
  },
  // Avery L7651 (and J8651): A4, 65 mini labels of 38.1 × 21.2 mm, the size of a spine label.
  {
    id: 'l7651',
    paper: 'A4',
    columns: 5,
    rows: 13,
    width: 38.1,
    height: 21.2,
    top: 10.7,
    left: 4.7,
    pitchX: 40.6,
    pitchY: 21.2,
    cutGuides: false,
  },
];

/** The stock of `id`, or the default one for an id this build does not know. */
export function labelStock(id: unknown): LabelStock {
  return LABEL_STOCKS.find((stock) => stock.id === id) ?? LABEL_STOCKS[0]!;
}

export const labelsPerSheet = (stock: LabelStock) => stock.columns * stock.rows;

/** Short labels (under 30 mm) drop the library's name band to keep the codes large enough. */
export const isCompact = (stock: LabelStock) => stock.height < 30;

const mm = (value: number) => `${Math.round(value * 100) / 100}mm`;

/** One sheet of the stock: the paper's size, the first label's offset as padding. */
export function sheetStyle(stock: LabelStock): CSSProperties {
  const paper = PAPER[stock.paper];
  return {
    boxSizing: 'border-box',
    width: mm(paper.width),
    // A hair under the paper's height, so that rounding never spills a sheet onto a second page.
    height: `calc(${mm(paper.height)} - 0.5mm)`,
    padding: `${mm(stock.top)} 0 0 ${mm(stock.left)}`,
  };
}

/** The labels' grid on that sheet: their size, and the gaps the pitch leaves between them. */
export function gridStyle(stock: LabelStock): CSSProperties {
  return {
    height: 'auto',
    gridTemplateColumns: `repeat(${stock.columns}, ${mm(stock.width)})`,
    gridTemplateRows: `repeat(${stock.rows}, ${mm(stock.height)})`,
    columnGap: mm(stock.pitchX - stock.width),
    rowGap: mm(stock.pitchY - stock.height),
  };
}

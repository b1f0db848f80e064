/**
 * How much of the scratch card is erased, kept beside the canvas rather than read back
 * from its pixels: reading pixels is slow on every move, and impossible where there is no
 * canvas (tests, a failed context). The card is cut into square cells; a brush stamp
 * erases every cell whose centre it covers.
 */
export type ScratchGrid = {
  readonly width: number;
  readonly height: number;
  readonly cell: number;
  readonly columns: number;
  readonly rows: number;
  readonly erased: Uint8Array;
  erasedCount: number;
};

export function createScratchGrid(width: number, height: number, cell = 10): ScratchGrid {
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  return {
    width,
    height,
    cell,
    columns,
    rows,
    erased: new Uint8Array(columns * rows),
    erasedCount: 0,
  };
}

/** Erases the cells a round brush of `radius` covers at (x, y), in card pixels. */
export function stampAt(grid: ScratchGrid, x: number, y: number, radius: number): void {
  const { cell, columns, rows } = grid;
  const firstColumn = Math.max(0, Math.floor((x - radius) / cell));
  const lastColumn = Math.min(columns - 1, Math.floor((x + radius) / cell));
  const firstRow = Math.max(0, Math.floor((y - radius) / cell));
  const lastRow = Math.min(rows - 1, Math.floor((y + radius) / cell));
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = firstColumn; column <= lastColumn; column++) {
      const dx = (column + 0.5) * cell - x;
      const dy = (row + 0.5) * cell - y;
      const index = row * columns + column;
      if (dx * dx + dy * dy <= radius * radius && grid.erased[index] === 0) {
        grid.erased[index] = 1;
        grid.erasedCount += 1;
      }
    }
  }
}

/**
 * The stamps of one stroke from `from` to `to`, half a radius apart, so a fast swipe
 * (few move events far apart) still erases a continuous line. Includes `to`, not `from`.
 */
export function strokePoints(
  from: { x: number; y: number },
  to: { x: number; y: number },
  radius: number,
): { x: number; y: number }[] {
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(distance / (radius / 2)));
  return Array.from({ length: steps }, (_, index) => {
    const t = (index + 1) / steps;
    return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
  });
}

/** The erased share of the card, from 0 to 1. */
export function erasedFraction(grid: ScratchGrid): number {
  return grid.erasedCount / grid.erased.length;
}

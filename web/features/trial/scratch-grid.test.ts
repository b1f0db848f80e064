// Proves the scratch card's erase tracking without a canvas: a stamp erases the cells its
// brush covers, never counts a cell twice, stays inside the card, and a stroke's stamps
// are close enough that a fast swipe leaves no gaps.
import { describe, expect, it } from "vitest";
import { createScratchGrid, erasedFraction, stampAt, strokePoints } from "./scratch-grid";

describe("scratch grid", () => {
  it("cuts a 300 by 200 card into 600 cells of 10 pixels", () => {
    const grid = createScratchGrid(300, 200);
    expect([grid.columns, grid.rows, grid.erased.length]).toEqual([30, 20, 600]);
    expect(erasedFraction(grid)).toBe(0);
  });

  it("erases the cells whose centres a stamp of radius 20 covers, once each", () => {
    const grid = createScratchGrid(300, 200);
    stampAt(grid, 150, 100, 20);
    const once = grid.erasedCount;
    stampAt(grid, 150, 100, 20);
    expect(grid.erasedCount).toBe(once);
    // A radius-20 disc covers about pi * 20^2 / 10^2 ~ 12.6 cells of 10 by 10.
    expect(once).toBeGreaterThanOrEqual(10);
    expect(once).toBeLessThanOrEqual(16);
  });

  it("clips a stamp at the card's edge", () => {
    const grid = createScratchGrid(300, 200);
    stampAt(grid, 0, 0, 20);
    stampAt(grid, -500, -500, 20);
    expect(grid.erasedCount).toBeGreaterThan(0);
    expect(grid.erasedCount).toBeLessThan(6);
  });

  it("spaces a stroke's stamps half a radius apart and ends at the pointer", () => {
    const points = strokePoints({ x: 0, y: 0 }, { x: 100, y: 0 }, 20);
    expect(points).toHaveLength(10);
    expect(points.at(-1)).toEqual({ x: 100, y: 0 });
    expect(strokePoints({ x: 5, y: 5 }, { x: 5, y: 5 }, 20)).toEqual([{ x: 5, y: 5 }]);
  });
});

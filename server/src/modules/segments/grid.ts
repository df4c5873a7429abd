/**
 * A uniform grid of edges (numbered line pieces) in any plane units, to find the edges near a
 * point without looking at all of them. An edge is entered in every cell that a walk along it in
 * steps of half a cell touches, so a point of the edge is never more than half a cell (per axis)
 * from a cell that lists it: a query widened by one cell finds every edge that comes near.
 */
export class EdgeGrid {
  private readonly cells = new Map<number, number[]>();

  constructor(
    private readonly cellX: number,
    private readonly cellY: number,
  ) {}

  private key(cx: number, cy: number): number {
    // Cells are small integers either side of zero; this packs both in one safe number.
    return cy * 4_194_304 + cx;
  }

  add(edge: number, x1: number, y1: number, x2: number, y2: number): void {
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x2 - x1) / this.cellX, Math.abs(y2 - y1) / this.cellY) * 2));
    let last = Number.NaN;
    for (let s = 0; s <= steps; s++) {
      const f = s / steps;
      const k = this.key(Math.floor((x1 + f * (x2 - x1)) / this.cellX), Math.floor((y1 + f * (y2 - y1)) / this.cellY));
      if (k === last) continue;
      last = k;
      const list = this.cells.get(k);
      if (!list) this.cells.set(k, [edge]);
      else if (list[list.length - 1] !== edge) list.push(edge);
    }
  }

  /** The edges listed in the cells overlapping the box widened by one cell, ascending, once each. */
  near(xMin: number, yMin: number, xMax: number, yMax: number): number[] {
    const found = new Set<number>();
    const cx0 = Math.floor(xMin / this.cellX) - 1;
    const cx1 = Math.floor(xMax / this.cellX) + 1;
    const cy0 = Math.floor(yMin / this.cellY) - 1;
    const cy1 = Math.floor(yMax / this.cellY) + 1;
    for (let cy = cy0; cy <= cy1; cy++) {
      for (let cx = cx0; cx <= cx1; cx++) {
        const list = this.cells.get(this.key(cx, cy));
        if (list) for (const e of list) found.add(e);
      }
    }
    return [...found].sort((a, b) => a - b);
  }
}

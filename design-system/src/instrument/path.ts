/** A point of an outline in millimetres: x across the instrument (bass side negative), y along it. */
export type Point = readonly [number, number];

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A closed, smooth SVG path through the points (Catmull-Rom turned into cubic Béziers), so an
 * outline is written as a handful of points along its edge.
 */
export function smoothClosedPath(points: readonly Point[]): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${round(at(0)[0])} ${round(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${round(c1[0]!)} ${round(c1[1]!)} ${round(c2[0]!)} ${round(c2[1]!)} ${round(p2[0])} ${round(p2[1])}`;
  }
  return `${d}Z`;
}

/** The bass-side half of a symmetric outline (top to bottom, x ≤ 0) completed with its mirror image. */
export function symmetric(half: readonly Point[]): Point[] {
  const mirrored = [...half].reverse().map(([x, y]) => [-x, y] as Point);
  return [...half, ...mirrored.filter(([x], i) => !(i === 0 && x === 0))];
}

/** The points' extent: [minX, minY, maxX, maxY]. */
export function extent(points: readonly Point[]): [number, number, number, number] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

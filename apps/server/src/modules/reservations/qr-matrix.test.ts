import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { darkRuns, qrMatrix } from './qr-matrix.ts';

/** The matrix drawn as a scanner would see it: `scale` pixels a module, a four-module quiet zone. */
function scan(matrix: boolean[][], scale = 4): string | undefined {
  const side = (matrix.length + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const at = (((r + 4) * scale + y) * side + (c + 4) * scale + x) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }),
  );
  return jsQR(pixels, side, side)?.data;
}

describe('qrMatrix', () => {
  it('encodes a cancellation link that a scanner reads back exactly', () => {
    const link = 'https://dining.example.edu/northfield/cancel-reservation/0b8f8a52-6d5e-4c1e-9a3e-2f1f4f5b6c7d/7d6c5b4f-1f2f-4e3a-9e1c-5e6d528a8f0b';
    const matrix = qrMatrix(link);
    expect(matrix.length).toBe(matrix[0]?.length);
    expect(scan(matrix)).toBe(link);
  });

  it('grows with the text: a longer link takes a larger version', () => {
    expect(qrMatrix(`https://example.edu/${'a'.repeat(200)}`).length).toBeGreaterThan(qrMatrix('https://example.edu/').length);
  });

  it('draws as horizontal runs that cover exactly the dark modules', () => {
    const matrix = qrMatrix('https://example.edu/northfield/cancel-reservation/a/b');
    const redrawn = matrix.map((row) => row.map(() => false));
    for (const run of darkRuns(matrix)) for (let c = run.col; c < run.col + run.length; c++) redrawn[run.row]![c] = true;
    expect(redrawn).toEqual(matrix);
    expect(darkRuns([[true, true, false, true], [false, false, false, false], [true, false, true, true]])).toEqual([
      { row: 0, col: 0, length: 2 },
      { row: 0, col: 3, length: 1 },
      { row: 2, col: 0, length: 1 },
      { row: 2, col: 2, length: 2 },
    ]);
  });
});

import qrcode from 'qrcode-generator';

/**
 * The modules of a QR code for `text` (byte mode, error correction M, the smallest version that
 * holds it): `true` is dark, row by row from the top. The quiet zone around it is the caller's.
 */
export function qrMatrix(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}

/** A row's unbroken run of dark modules: drawn as one rectangle, it prints without seams. */
export interface DarkRun {
  row: number;
  col: number;
  length: number;
}

/** The dark modules of `matrix` as horizontal runs, row by row. */
export function darkRuns(matrix: readonly (readonly boolean[])[]): DarkRun[] {
  const runs: DarkRun[] = [];
  matrix.forEach((cells, row) => {
    let col = 0;
    while (col < cells.length) {
      if (!cells[col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < cells.length && cells[col]) col += 1;
      runs.push({ row, col: start, length: col - start });
    }
  });
  return runs;
}

/** What sets how many rows a text box needs: its scroll height with the content, its vertical padding and its line height (px). */
export interface TextareaMetrics {
  scrollHeight: number;
  paddingY: number;
  lineHeight: number;
}

/** The rows a text box shows for its content: as many as the text takes, from `min` to `max` (then it scrolls). */
export function rowsToShow({ scrollHeight, paddingY, lineHeight }: TextareaMetrics, min: number, max: number): number {
  if (!(lineHeight > 0)) return min;
  // A part of a pixel is rounding, not a line.
  const needed = Math.ceil((scrollHeight - paddingY) / lineHeight - 0.05);
  return Math.min(max, Math.max(min, needed));
}

/** A text box's metrics as laid out now. */
export function measureTextarea(textarea: HTMLTextAreaElement): TextareaMetrics {
  const style = getComputedStyle(textarea);
  const fontSize = Number.parseFloat(style.fontSize) || 16;
  const lineHeight = Number.parseFloat(style.lineHeight);
  return {
    scrollHeight: textarea.scrollHeight,
    paddingY: (Number.parseFloat(style.paddingTop) || 0) + (Number.parseFloat(style.paddingBottom) || 0),
    lineHeight: Number.isFinite(lineHeight) ? lineHeight : fontSize * 1.2,
  };
}

/** Fits a text box's rows to its content, from `min` to `max`: measured at `min`, so it shrinks as well as grows. */
export function fitRows(textarea: HTMLTextAreaElement, min: number, max: number): void {
  textarea.rows = min;
  const rows = rowsToShow(measureTextarea(textarea), min, max);
  if (rows !== min) textarea.rows = rows;
}

import { paths } from '../../api/paths.ts';

/** The photo `delta` places from `index` among `count`, wrapping past either end. */
export function stepPhoto(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** 'Photo 2 of 6' for the second of six (index 1). */
export const photoCounter = (index: number, count: number): string => `Photo ${index + 1} of ${count}`;

/** Where a photo is served from (docs/product/site.md#photo-albums). */
export const photoSrc = (fileName: string): string => paths.file('images', fileName);

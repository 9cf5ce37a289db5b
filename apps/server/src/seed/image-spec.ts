/** What one demo image is: where it goes, its file name, its title and how it is drawn. */
import type { BannerArt, MapArt, SkylineArt } from './svg-campus.ts';
import type { FoodArt, LogoArt } from './svg-food-logo.ts';

/** Folders under FILES_DIR, as the web app serves them under /files/. */
export type ImageDir = 'images' | 'microsite' | 'section_banner' | 'location';

export type Art = FoodArt | LogoArt | SkylineArt | BannerArt | MapArt;

export interface DemoImage {
  dir: ImageDir;
  file: string;
  /** Also the SVG <title>; rows carry their own alt text. */
  title: string;
  art: Art;
  size?: { width: number; height: number };
}

export const image = (dir: ImageDir, file: string, title: string, art: Art, size?: { width: number; height: number }): DemoImage =>
  size ? { dir, file, title, art, size } : { dir, file, title, art };

/** Every picture the demo rows name, drawn as SVG and written under FILES_DIR. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eventSpecs, specialSpecs } from './events-data.ts';
import { image, type DemoImage } from './image-spec.ts';
import { locationPhotoFile } from './location-spec.ts';
import { bodyImages } from './section-bodies.ts';
import type { SectionSpec } from './section-trees.ts';
import { eventPictureFile, specialPictureFile } from './seed-events.ts';
import { locationSpecs } from './seed-locations.ts';
import { micrositeBanner } from './seed-microsite.ts';
import { sectionTrees } from './seed-sections.ts';
import { defaultHomeImages } from './site-news.ts';
import { siteDefinitions } from './seed-sites.ts';
import { bannerSvg, mapSvg, skylineSvg } from './svg-campus.ts';
import { foodSvg, logoSvg } from './svg-food-logo.ts';

function bannersOf(specs: SectionSpec[]): DemoImage[] {
  return specs.flatMap((s) => [...(s.banner ? [s.banner] : []), ...bannersOf(s.children ?? [])]);
}

function siteImages(): DemoImage[] {
  const trees = sectionTrees();
  return siteDefinitions.flatMap((def) => {
    const key = def.row.slug;
    const specs = locationSpecs[key];
    const out: DemoImage[] = [...def.images, ...def.slides.map((s) => s.image), ...bannersOf(trees[key])];
    const map = def.row.dining_map;
    if (map?.file_name) {
      const labels = specs.filter((l) => !l.isBuilding && (l.showMap ?? true) && (l.active ?? true)).map((l) => l.name);
      const art = { kind: 'map' as const, color: def.row.brand_color ?? '#1f4e79', labels };
      out.push(image('images', map.file_name, map.alt_text ?? '', art));
      if (map.thumb_name) out.push(image('images', map.thumb_name, map.alt_text ?? '', art, { width: 320, height: 224 }));
    }
    for (const spec of specs) {
      if (spec.photo) out.push(image('location', locationPhotoFile(key, spec.name), spec.name, spec.photo));
    }
    for (const e of eventSpecs[key]) out.push(image('images', eventPictureFile(key, e.title), e.title, { kind: 'food', dish: e.dish, hue: e.hue }));
    for (const s of specialSpecs[key]) out.push(image('images', specialPictureFile(key, s.name), s.name, { kind: 'food', dish: s.dish, hue: s.hue }));
    return out;
  });
}

/** All demo images, each once, in a stable order. */
export function demoImageCatalog(): DemoImage[] {
  const seen = new Set<string>();
  const all = [...siteImages(), ...bodyImages, micrositeBanner, ...defaultHomeImages];
  return all.filter((img) => {
    const key = `${img.dir}/${img.file}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function renderDemoImage(img: DemoImage): string {
  const seed = `${img.dir}/${img.file}`;
  const w = img.size?.width;
  const h = img.size?.height;
  switch (img.art.kind) {
    case 'food':
      return foodSvg(img.art, seed, img.title, w, h);
    case 'logo':
      return logoSvg(img.art, img.title);
    case 'skyline':
      return skylineSvg(img.art, seed, img.title, w, h);
    case 'banner':
      return bannerSvg(img.art, seed, img.title, w, h);
    case 'map':
      return mapSvg(img.art, seed, img.title, w, h);
  }
}

/** Writes every demo image under `filesDir` (images/, microsite/, section_banner/, location/); returns how many. */
export async function writeDemoImages(filesDir: string): Promise<number> {
  const catalog = demoImageCatalog();
  const dirs = new Set(catalog.map((img) => img.dir));
  for (const dir of dirs) await mkdir(join(filesDir, dir), { recursive: true });
  for (const img of catalog) await writeFile(join(filesDir, img.dir, img.file), renderDemoImage(img), 'utf8');
  return catalog.length;
}

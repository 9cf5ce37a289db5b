/** Dish drawings placed on a plate centred at (cx, cy) with radius `size`. */
import { type Random, r, hsl } from './svg-kit.ts';

export type Dish = 'pizza' | 'salad' | 'noodles' | 'tacos' | 'pastry' | 'coffee' | 'burger' | 'sushi' | 'smoothie' | 'soup';

type DishDrawer = (rng: Random, cx: number, cy: number, size: number) => string;

const circle = (x: number, y: number, radius: number, fill: string, extra = ''): string =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius)}" fill="${fill}"${extra}/>`;

const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, angle: number): string =>
  `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" transform="rotate(${r(angle)} ${r(x)} ${r(y)})"/>`;

function scatter(rng: Random, cx: number, cy: number, radius: number, count: number, draw: (x: number, y: number, i: number) => string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const angle = rng.between(0, Math.PI * 2);
    const distance = Math.sqrt(rng.next()) * radius;
    out.push(draw(cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, i));
  }
  return out.join('');
}

const pizza: DishDrawer = (rng, cx, cy, s) => {
  const slices = Array.from({ length: 4 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<line x1="${r(cx - Math.cos(a) * s * 0.78)}" y1="${r(cy - Math.sin(a) * s * 0.78)}" x2="${r(cx + Math.cos(a) * s * 0.78)}" y2="${r(cy + Math.sin(a) * s * 0.78)}" stroke="#b5652f" stroke-width="3" opacity="0.6"/>`;
  }).join('');
  return [
    circle(cx, cy, s * 0.8, '#d99a4e'),
    circle(cx, cy, s * 0.7, '#c8442b'),
    circle(cx, cy, s * 0.66, '#f3cf6a'),
    scatter(rng, cx, cy, s * 0.55, 9, (x, y) => circle(x, y, s * 0.08, '#a8322a') + circle(x - s * 0.02, y - s * 0.02, s * 0.025, '#d0564c')),
    scatter(rng, cx, cy, s * 0.55, 6, (x, y) => ellipse(x, y, s * 0.06, s * 0.03, '#3f8f3a', rng.between(0, 180))),
    slices,
  ].join('');
};

const salad: DishDrawer = (rng, cx, cy, s) =>
  [
    scatter(rng, cx, cy, s * 0.55, 26, (x, y) => ellipse(x, y, s * 0.2, s * 0.09, hsl(rng.between(85, 135), 55, rng.between(32, 55)), rng.between(0, 180))),
    scatter(rng, cx, cy, s * 0.45, 6, (x, y) => circle(x, y, s * 0.09, '#d83b2d') + circle(x, y, s * 0.05, '#f06b56')),
    scatter(rng, cx, cy, s * 0.45, 6, (x, y) => circle(x, y, s * 0.075, '#9bc86a', ' stroke="#3f7a2e" stroke-width="3"')),
    scatter(rng, cx, cy, s * 0.4, 8, (x, y) => ellipse(x, y, s * 0.1, s * 0.025, '#f08a24', rng.between(0, 180))),
  ].join('');

const noodles: DishDrawer = (rng, cx, cy, s) => {
  const strands = Array.from({ length: 12 }, (_, i) => {
    const y = cy - s * 0.45 + i * s * 0.08;
    const wobble = rng.between(10, 22);
    return `<path d="M${r(cx - s * 0.6)} ${r(y)} q ${r(s * 0.15)} ${r(-wobble)} ${r(s * 0.3)} 0 t ${r(s * 0.3)} 0 t ${r(s * 0.3)} 0 t ${r(s * 0.3)} 0" fill="none" stroke="${hsl(44, 80, rng.between(62, 74))}" stroke-width="7" stroke-linecap="round"/>`;
  }).join('');
  return [
    circle(cx, cy, s * 0.82, '#7a2e1f'),
    circle(cx, cy, s * 0.72, '#c9773b'),
    strands,
    ellipse(cx + s * 0.3, cy - s * 0.2, s * 0.16, s * 0.12, '#fff8e8', 20),
    circle(cx + s * 0.3, cy - s * 0.2, s * 0.07, '#f5b52e'),
    scatter(rng, cx, cy, s * 0.5, 14, (x, y) => ellipse(x, y, s * 0.03, s * 0.015, '#4caf50', rng.between(0, 180))),
    `<rect x="${r(cx - s * 0.2)}" y="${r(cy - s * 1.1)}" width="${r(s * 0.06)}" height="${r(s * 1.3)}" rx="4" fill="#8d5a2b" transform="rotate(28 ${r(cx)} ${r(cy)})"/>`,
    `<rect x="${r(cx - s * 0.05)}" y="${r(cy - s * 1.1)}" width="${r(s * 0.06)}" height="${r(s * 1.3)}" rx="4" fill="#a06a36" transform="rotate(34 ${r(cx)} ${r(cy)})"/>`,
  ].join('');
};

const tacos: DishDrawer = (rng, cx, cy, s) =>
  [-1, 0, 1]
    .map((i) => {
      const x = cx + i * s * 0.5;
      const y = cy + Math.abs(i) * s * 0.08;
      const filling = Array.from({ length: 7 }, (_, j) => circle(x - s * 0.3 + j * s * 0.1, y - s * 0.02 + rng.between(-6, 6), s * 0.07, rng.pick(['#5aa845', '#d63c2f', '#7b4a2a', '#f2e4b8', '#7b4a2a'])))
        .join('');
      return `${filling}<path d="M${r(x - s * 0.38)} ${r(y)} A ${r(s * 0.38)} ${r(s * 0.38)} 0 0 0 ${r(x + s * 0.38)} ${r(y)} Z" fill="#f0c05a" stroke="#c8902f" stroke-width="4"/>`;
    })
    .join('') + scatter(rng, cx, cy + s * 0.4, s * 0.2, 3, (x, y) => ellipse(x, y, s * 0.09, s * 0.05, '#8bc34a', rng.between(0, 180)));

const pastry: DishDrawer = (rng, cx, cy, s) => {
  const croissant = (x: number, y: number, scale: number): string =>
    `<path d="M${r(x - 60 * scale)} ${r(y + 10 * scale)} Q ${r(x)} ${r(y - 70 * scale)} ${r(x + 60 * scale)} ${r(y + 10 * scale)} Q ${r(x)} ${r(y - 20 * scale)} ${r(x - 60 * scale)} ${r(y + 10 * scale)} Z" fill="#d8893a" stroke="#a8602a" stroke-width="3"/>` +
    [-30, -10, 10, 30].map((dx) => `<line x1="${r(x + dx * scale)}" y1="${r(y - 28 * scale)}" x2="${r(x + dx * scale * 0.8)}" y2="${r(y - 5 * scale)}" stroke="#a8602a" stroke-width="2"/>`).join('');
  const muffin = (x: number, y: number): string =>
    `<path d="M${r(x - 40)} ${r(y)} L ${r(x - 30)} ${r(y + 50)} L ${r(x + 30)} ${r(y + 50)} L ${r(x + 40)} ${r(y)} Z" fill="#e85d75"/>` +
    circle(x, y - 5, 45, '#8b5a2b') +
    scatter(rng, x, y - 10, 30, 8, (bx, by) => circle(bx, by, 5, '#3b2a6b'));
  return [croissant(cx - s * 0.3, cy + s * 0.1, s / 110), croissant(cx + s * 0.25, cy + s * 0.3, s / 140), muffin(cx + s * 0.3, cy - s * 0.3), scatter(rng, cx, cy, s * 0.7, 20, (x, y) => circle(x, y, 2, '#fffaf0'))].join('');
};

const coffee: DishDrawer = (rng, cx, cy, s) => {
  const steam = [-1, 0, 1]
    .map((i) => `<path d="M${r(cx + i * s * 0.18)} ${r(cy - s * 0.55)} q 18 -30 0 -60 t 0 -60" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`)
    .join('');
  return [
    circle(cx, cy, s * 0.62, '#f4efe6', ' stroke="#d6cbb8" stroke-width="4"'),
    `<path d="M${r(cx + s * 0.45)} ${r(cy - s * 0.1)} a ${r(s * 0.2)} ${r(s * 0.2)} 0 1 1 0 ${r(s * 0.3)}" fill="none" stroke="#f4efe6" stroke-width="14"/>`,
    circle(cx, cy, s * 0.5, '#6b3e26'),
    circle(cx, cy, s * 0.4, '#a8734a'),
    `<path d="M${r(cx)} ${r(cy + s * 0.2)} C ${r(cx - s * 0.35)} ${r(cy - s * 0.05)} ${r(cx - s * 0.12)} ${r(cy - s * 0.3)} ${r(cx)} ${r(cy - s * 0.12)} C ${r(cx + s * 0.12)} ${r(cy - s * 0.3)} ${r(cx + s * 0.35)} ${r(cy - s * 0.05)} ${r(cx)} ${r(cy + s * 0.2)} Z" fill="#f6e7d3"/>`,
    steam,
    scatter(rng, cx - s * 0.9, cy + s * 0.5, s * 0.25, 6, (x, y) => ellipse(x, y, 12, 8, '#4a2c1a', rng.between(0, 180))),
  ].join('');
};

const burger: DishDrawer = (rng, cx, cy, s) => {
  const w = s * 0.75;
  return [
    `<rect x="${r(cx - w)}" y="${r(cy + s * 0.25)}" width="${r(w * 2)}" height="${r(s * 0.22)}" rx="${r(s * 0.1)}" fill="#d9913f"/>`,
    `<rect x="${r(cx - w * 1.02)}" y="${r(cy + s * 0.05)}" width="${r(w * 2.04)}" height="${r(s * 0.22)}" rx="${r(s * 0.1)}" fill="#5b2f1c"/>`,
    `<path d="M${r(cx - w)} ${r(cy + s * 0.05)} L ${r(cx - w * 0.4)} ${r(cy + s * 0.2)} L ${r(cx + w * 0.1)} ${r(cy + s * 0.05)} L ${r(cx + w * 0.7)} ${r(cy + s * 0.22)} L ${r(cx + w)} ${r(cy + s * 0.05)} Z" fill="#f6c33b"/>`,
    `<path d="M${r(cx - w * 1.05)} ${r(cy)} q ${r(w * 0.17)} ${r(s * 0.12)} ${r(w * 0.35)} 0 t ${r(w * 0.35)} 0 t ${r(w * 0.35)} 0 t ${r(w * 0.35)} 0 t ${r(w * 0.35)} 0 t ${r(w * 0.35)} 0" fill="none" stroke="#59b347" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M${r(cx - w)} ${r(cy - s * 0.02)} Q ${r(cx - w)} ${r(cy - s * 0.7)} ${r(cx)} ${r(cy - s * 0.7)} Q ${r(cx + w)} ${r(cy - s * 0.7)} ${r(cx + w)} ${r(cy - s * 0.02)} Z" fill="#e0a04f"/>`,
    scatter(rng, cx, cy - s * 0.38, s * 0.3, 14, (x, y) => ellipse(x, y, 5, 2.5, '#fff3d6', rng.between(0, 180))),
  ].join('');
};

const sushi: DishDrawer = (rng, cx, cy, s) => {
  const roll = (x: number, y: number): string => circle(x, y, s * 0.2, '#1f2d1f') + circle(x, y, s * 0.16, '#fbfbf5') + circle(x, y, s * 0.07, rng.pick(['#f27b5b', '#f29f7a', '#7cc16a']));
  const nigiri = (x: number, y: number): string => ellipse(x, y + 8, s * 0.28, s * 0.1, '#fbfbf5', -10) + ellipse(x, y, s * 0.3, s * 0.1, '#f47f5f', -10) + ellipse(x, y, s * 0.05, s * 0.12, '#1f2d1f', 80);
  return [roll(cx - s * 0.45, cy - s * 0.25), roll(cx - s * 0.05, cy - s * 0.35), roll(cx + s * 0.35, cy - s * 0.3), nigiri(cx - s * 0.25, cy + s * 0.2), nigiri(cx + s * 0.3, cy + s * 0.3), ellipse(cx + s * 0.6, cy + s * 0.05, s * 0.09, s * 0.06, '#9ccf4f', 0)].join('');
};

const smoothie: DishDrawer = (rng, cx, cy, s) => {
  const glass = (x: number, color: string): string =>
    `<path d="M${r(x - s * 0.22)} ${r(cy - s * 0.6)} L ${r(x - s * 0.16)} ${r(cy + s * 0.5)} L ${r(x + s * 0.16)} ${r(cy + s * 0.5)} L ${r(x + s * 0.22)} ${r(cy - s * 0.6)} Z" fill="${color}" stroke="#ffffff" stroke-width="5"/>` +
    `<rect x="${r(x + s * 0.02)}" y="${r(cy - s * 0.95)}" width="10" height="${r(s * 0.5)}" fill="#ff5a8a" transform="rotate(12 ${r(x)} ${r(cy)})"/>`;
  return [glass(cx - s * 0.3, '#e4577d'), glass(cx + s * 0.3, '#f2a93b'), scatter(rng, cx, cy + s * 0.6, s * 0.3, 5, (x, y) => circle(x, y, s * 0.08, rng.pick(['#c2185b', '#ffb300', '#7cb342'])))].join('');
};

const soup: DishDrawer = (rng, cx, cy, s) =>
  [
    circle(cx, cy, s * 0.78, '#2f5d62'),
    circle(cx, cy, s * 0.66, '#e07b39'),
    scatter(rng, cx, cy, s * 0.5, 8, (x, y) => `<rect x="${r(x)}" y="${r(y)}" width="16" height="16" rx="3" fill="#e9c46a" transform="rotate(${r(rng.between(0, 90))} ${r(x)} ${r(y)})"/>`),
    scatter(rng, cx, cy, s * 0.5, 12, (x, y) => ellipse(x, y, 6, 3, '#2a9d8f', rng.between(0, 180))),
    circle(cx, cy, s * 0.2, '#fff3e0', ' opacity="0.7"'),
  ].join('');

export const dishDrawers: Record<Dish, DishDrawer> = { pizza, salad, noodles, tacos, pastry, coffee, burger, sushi, smoothie, soup };

/** News tile HTML and home-tile videos of the full demo sites, and the default pictures the home and microsite fall back on. */
import { image } from './image-spec.ts';

export const northfieldNews = `<h3>New this week at Northfield Dining</h3>
<p>The made-to-order sushi station at Founders Dining Commons is now open on weekdays from 11 am.</p>
<img src="images/new-for-fall.svg" alt="Sushi rolls and nigiri on a plate" width="480">
<p>Late night now runs until 2 am, Sunday to Thursday. <a href="/northfield/hours-of-operation">See all hours</a>.</p>`;

export const lakesideNews = `<h3>Lakeside Eats news</h3>
<p>Greens from the campus garden are on the salad bar every day this month.</p>
<img src="images/sustainability-garden.svg" alt="Fresh greens harvested from the campus garden" width="480">
<p>Bring a reusable cup to any cafe and save 25 cents on coffee.</p>`;

export const NORTHFIELD_YOUTUBE_VIDEO = 'dQw4w9WgXcQ';
export const LAKESIDE_VIMEO_VIDEO = '76979871';

/** Fixed file names the web app asks for: the Club Eats Week slide and the default modal and microsite banners. */
export const defaultHomeImages = [
  image('images', 'club-eats-week.svg', 'Club Eats Week', { kind: 'food', dish: 'burger', hue: 140 }),
  image('images', 'landing-modal-default.svg', 'Welcome to campus dining', { kind: 'food', dish: 'pastry', hue: 50 }),
  image('microsite', 'microsite-default.svg', 'Campus dining is coming soon', { kind: 'skyline', color: '#1f4e79', hue: 210 }, { width: 1600, height: 600 }),
];

/** HTML bodies of the demo content pages. Image paths are relative ("images/..."): the web app rewrites them. */
import { image } from './image-spec.ts';

export const bodyImages = [
  image('images', 'about-us-kitchen.svg', 'Our campus kitchens', { kind: 'skyline', color: '#8a5a2b', hue: 30 }),
  image('images', 'sustainability-garden.svg', 'Greens from the campus garden', { kind: 'food', dish: 'salad', hue: 95 }),
  image('images', 'nutrition-plate.svg', 'A balanced bowl of soup', { kind: 'food', dish: 'soup', hue: 180 }),
  image('images', 'new-for-fall.svg', 'A new sushi station', { kind: 'food', dish: 'sushi', hue: 260 }),
];

export function aboutUsBody(siteName: string): string {
  return `<h2>Who we are</h2>
<p>${siteName} Dining serves more than 12,000 meals a day across our campus, from the all-you-care-to-eat dining commons to late-night grab-and-go spots.</p>
<img src="images/about-us-kitchen.svg" alt="The campus kitchens seen from the main lawn" width="600">
<h3>What we believe</h3>
<ul>
  <li>Food is better when it is cooked from scratch, close to where you eat it.</li>
  <li>Everyone deserves a seat at the table: we label every allergen and offer options for every diet.</li>
  <li>Student voices shape our menus through tastings, surveys and our dining advisory board.</li>
</ul>
<h3>Visit us</h3>
<p>Our office is open Monday to Friday, 9 am to 5 pm. Stop by with questions about meal plans, catering or special diets.</p>`;
}

export function sustainabilityBody(siteName: string): string {
  return `<h2>Sustainability at ${siteName}</h2>
<p>We aim to send zero food waste to landfill by 2030. Here is how we are getting there.</p>
<img src="images/sustainability-garden.svg" alt="Fresh greens harvested from the campus garden" width="600">
<h3>Our commitments</h3>
<ol>
  <li><strong>Local first:</strong> 35% of our produce comes from farms within 250 miles.</li>
  <li><strong>Compost everything:</strong> every dining hall composts pre- and post-consumer waste.</li>
  <li><strong>Reusable to-go:</strong> borrow a container, return it to any location.</li>
</ol>
<h3>Climate-friendly choices</h3>
<p>Look for the <em>Climate Friendly</em> icon on our menus: those dishes have a lower carbon footprint. <a href="/climate-friendly">Learn how we rate dishes</a>.</p>`;
}

/** Holds hostile markup on purpose: the web app must strip the script and the event handler. */
export function nutritionBody(siteName: string): string {
  return `<h2>Nutrition and allergens</h2>
<p>Our registered dietitian can help you plan meals around allergies, medical diets and training goals at ${siteName}.</p>
<script>alert(1)</script>
<img src="images/nutrition-plate.svg" alt="A balanced bowl of vegetable soup" width="480" onerror="alert('xss')">
<h3>Finding allergen information</h3>
<ul>
  <li>Open any menu item to see its nutrients, ingredients and allergens.</li>
  <li>Use the allergen filter on the menu page to hide items that contain what you avoid.</li>
  <li>Ask a manager on duty: recipes can change.</li>
</ul>
<p><a href="javascript:alert(2)">Suspicious link</a> and a <a href="mailto:dietitian@example.edu">message to our dietitian</a>.</p>`;
}

export function newForFallBody(): string {
  return `<h2>New for fall</h2>
<p>This semester brings a made-to-order sushi station, longer late-night hours and a refreshed salad bar.</p>
<img src="images/new-for-fall.svg" alt="Sushi rolls and nigiri on a plate" width="480">
<ul>
  <li>Sushi station opens at 11 am on weekdays.</li>
  <li>Late night now runs until 2 am, Sunday to Thursday.</li>
</ul>`;
}

export function draftBody(): string {
  return '<h2>Coming soon</h2><p>This page is still being written and must not appear on the site.</p>';
}

export function micrositeBody(topic: string): string {
  return `<h3>${topic}</h3><p>We are building something new for Harbor State. Check back as opening day approaches for menus, hours and meal plans.</p>`;
}

export function pinecrestWelcomeBody(): string {
  return `<h2>Welcome to Pinecrest Dining</h2>
<p>Mountain-fresh food, three meals a day. Menus are posted every morning.</p>
<ul><li>Aspen Dining Hall: all-you-care-to-eat</li><li>Trailhead Cafe: coffee and pastries</li></ul>`;
}

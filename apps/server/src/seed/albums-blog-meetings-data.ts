/** Demo photo albums, blog articles and directors meetings of Northfield and Lakeside; other sites have none. */
import type { Art } from './image-spec.ts';
import type { SiteKey } from './site-definition.ts';

export interface PhotoSpec {
  alt: string;
  art: Art;
}

export interface AlbumSpec {
  name: string;
  published?: boolean;
  photos: PhotoSpec[];
}

export interface BlogImageSpec {
  file: string;
  alt: string;
  art: Art;
}

export interface ArticleSpec {
  title: string;
  /** Days from today (negative: in the past). */
  day: number;
  published?: boolean;
  image: BlogImageSpec;
  /** HTML around the image: `{image}` marks where it goes. */
  body: string;
}

export interface MeetingSpec {
  location: string;
  day: number;
  at: [number, number];
  body: string;
}

export interface LibrarySpec {
  albums: AlbumSpec[];
  articles: ArticleSpec[];
  meetings: MeetingSpec[];
}

const food = (dish: 'pizza' | 'salad' | 'noodles' | 'tacos' | 'pastry' | 'coffee' | 'burger' | 'sushi' | 'smoothie' | 'soup', hue: number): Art => ({ kind: 'food', dish, hue });
const campus = (color: string, hue: number, dusk = false): Art => ({ kind: 'skyline', color, hue, dusk });

const agenda = (items: string[], minutes: string) =>
  `<h2>Agenda</h2><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol><h2>Notes</h2><p>${minutes}</p>`;

const northfield: LibrarySpec = {
  albums: [
    {
      name: 'Harvest Dinner',
      photos: [
        { alt: 'Bowls of butternut squash soup lined up on the harvest dinner buffet', art: food('soup', 28) },
        { alt: 'A roasted vegetable salad with pumpkin seeds and greens from the campus farm', art: food('salad', 95) },
        { alt: 'Apple hand pies cooling on a tray at the dessert table', art: food('pastry', 18) },
        { alt: 'Flatbread pizza topped with roasted squash and sage', art: food('pizza', 35) },
        { alt: 'Hot apple cider served in paper cups beside a stack of napkins', art: food('coffee', 22) },
        { alt: 'Handmade noodles with mushrooms and a sprinkle of herbs', art: food('noodles', 45) },
      ],
    },
    {
      name: 'Our Dining Halls',
      photos: [
        { alt: 'Founders Hall at sunrise with the dining commons windows lit', art: campus('#0b3d91', 210) },
        { alt: 'The Student Union seen from the quad on a clear afternoon', art: campus('#0b3d91', 190) },
        { alt: 'Maple Hall in the evening, home of the late night cafe', art: campus('#0b3d91', 230, true) },
        { alt: 'The north campus skyline behind the outdoor seating area', art: campus('#0b3d91', 170) },
      ],
    },
    {
      name: 'Student Chef Challenge',
      photos: [
        { alt: 'The winning team plating spicy tuna rolls', art: food('sushi', 160) },
        { alt: 'Street tacos with pickled onions from the runner-up team', art: food('tacos', 10) },
        { alt: 'A stacked veggie burger judged best in show for presentation', art: food('burger', 40) },
        { alt: 'Berry smoothies served to the judges between rounds', art: food('smoothie', 320) },
        { alt: 'A colourful grain salad entered by the first-year team', art: food('salad', 120) },
      ],
    },
    { name: 'Spring Tasting (draft)', published: false, photos: [{ alt: 'A tasting plate of spring greens', art: food('salad', 100) }] },
  ],
  articles: [
    {
      title: 'Meet the Farmers Behind Our Harvest Dinner',
      day: -3,
      image: { file: 'blog-northfield-harvest-farmers.svg', alt: 'Crates of squash and greens delivered from a partner farm', art: food('salad', 80) },
      body: `<h2>From field to plate in one day</h2><p>This year's Harvest Dinner featured produce from four family farms within 60 miles of campus.</p>{image}<p>Chef Maria Lopez worked with each farm to plan the menu around what was ready to pick that week.</p><h3>What we served</h3><ul><li>Butternut squash soup</li><li>Roasted root vegetables</li><li>Apple hand pies</li></ul>`,
    },
    {
      title: 'New Late Night Menu at Maple Hall',
      day: -12,
      image: { file: 'blog-northfield-late-night.svg', alt: 'A late night flatbread pizza fresh from the oven', art: food('pizza', 12) },
      body: `<h2>Open until 1a on weeknights</h2><p>Late Night at Maple now serves flatbreads, noodle bowls and smoothies after the library closes.</p>{image}<p>Every late night item can be paid for with a meal swipe or dining dollars.</p>`,
    },
    {
      title: 'Five Tips for Eating Well During Finals',
      day: -25,
      image: { file: 'blog-northfield-finals.svg', alt: 'A bowl of noodle soup with vegetables', art: food('soup', 140) },
      body: `<h2>Fuel your study sessions</h2><ol><li>Start the day with protein.</li><li>Keep a water bottle at your desk.</li><li>Swap the third coffee for a smoothie.</li><li>Take a real break for dinner.</li><li>Sleep beats one more hour of cramming.</li></ol>{image}<p>Our dietitian is available for free appointments all semester.</p>`,
    },
    {
      title: 'Welcome Back, Students!',
      day: -60,
      image: { file: 'blog-northfield-welcome.svg', alt: 'Coffee and pastries set out for the welcome breakfast', art: food('coffee', 30) },
      body: `<h2>What is new this semester</h2><p>We renovated the Founders Dining Commons servery and added a sushi bar at the Student Union.</p>{image}<p>Stop by the welcome breakfast on the quad to meet the team.</p>`,
    },
    {
      title: 'Draft: Spring Menu Preview',
      day: -1,
      published: false,
      image: { file: 'blog-northfield-spring-draft.svg', alt: 'Spring greens', art: food('salad', 100) },
      body: `<p>Coming soon.</p>{image}`,
    },
  ],
  meetings: [
    { location: 'Founders Hall', day: -35, at: [15, 30], body: agenda(['Welcome and introductions', 'Fall menu feedback', 'Sustainability goals'], 'Students asked for more plant-based entrees at lunch. The team will add a daily vegan station.') },
    { location: 'Founders Hall', day: -7, at: [15, 30], body: agenda(['Review of last meeting', 'Harvest Dinner recap', 'Finals week hours'], 'Founders Dining Commons will stay open until midnight during finals week.') },
    { location: 'Founders Hall', day: 14, at: [15, 30], body: agenda(['Spring semester planning', 'Open forum'], 'Everyone is welcome. Bring your questions and ideas.') },
    { location: 'Student Union', day: -21, at: [12, 0], body: agenda(['Union Market pricing', 'Mobile ordering pilot'], 'The mobile ordering pilot starts at Union Pizza Co. next month.') },
    { location: 'Student Union', day: 7, at: [12, 0], body: agenda(['Mobile ordering results', 'Seating expansion'], 'Agenda items can be sent to the dining office before the meeting.') },
    { location: 'Maple Hall', day: -10, at: [18, 0], body: agenda(['Late night menu', 'Quiet study seating'], 'The late night menu now runs until 1a on weeknights.') },
  ],
};

const lakeside: LibrarySpec = {
  albums: [
    {
      name: 'Lakeview Dining Hall Reopening',
      photos: [
        { alt: 'The renovated Lakeview Dining Hall at dusk with the lake behind it', art: campus('#7a1f2b', 10, true) },
        { alt: 'A fresh salad bar with rows of colourful toppings', art: food('salad', 70) },
        { alt: 'Ramen bowls served at the new noodle station', art: food('noodles', 15) },
        { alt: 'Hand-tossed pizza coming out of the stone oven', art: food('pizza', 5) },
        { alt: 'A ribbon cutting cake and cupcakes on the dessert table', art: food('pastry', 340) },
        { alt: 'Smoothies in three flavours at the opening day juice bar', art: food('smoothie', 300) },
        { alt: 'The Campus Center skyline seen from the new patio', art: campus('#7a1f2b', 40) },
        { alt: 'Espresso drinks served at the reopened cafe counter', art: food('coffee', 25) },
      ],
    },
    {
      name: 'Taco Tuesday',
      photos: [
        { alt: 'Three carnitas tacos with lime wedges on a red tray', art: food('tacos', 0) },
        { alt: 'Students building burrito bowls at the taqueria line', art: food('salad', 50) },
        { alt: 'Fish tacos with cabbage slaw and chipotle sauce', art: food('tacos', 190) },
        { alt: 'Horchata and agua fresca served from glass jars', art: food('smoothie', 40) },
      ],
    },
  ],
  articles: [
    {
      title: 'Lakeview Dining Hall Is Open Again',
      day: -5,
      image: { file: 'blog-lakeside-reopening.svg', alt: 'Ramen bowls at the new noodle station', art: food('noodles', 15) },
      body: `<h2>A brighter hall with more stations</h2><p>After a summer of construction, Lakeview Dining Hall reopened with a noodle station, a stone oven and twice the seating.</p>{image}<p>Thank you for your patience during the renovation.</p>`,
    },
    {
      title: 'Sushi Now at Center Market',
      day: -18,
      image: { file: 'blog-lakeside-sushi.svg', alt: 'Fresh sushi rolls packed to go', art: food('sushi', 170) },
      body: `<h2>Rolled fresh every morning</h2><p>Center Market now stocks sushi made in house each morning, including vegetarian rolls.</p>{image}`,
    },
    {
      title: 'Our Coffee Goes Fair Trade',
      day: -40,
      image: { file: 'blog-lakeside-coffee.svg', alt: 'A latte with foam art on the cafe counter', art: food('coffee', 28) },
      body: `<h2>Better beans, same price</h2><p>Every cup of coffee on campus is now brewed from fair trade certified beans.</p>{image}<p>Bring a reusable mug and save 25 cents.</p>`,
    },
  ],
  meetings: [
    { location: 'Lakeview Hall', day: -28, at: [16, 0], body: agenda(['Renovation update', 'Hours during move-in'], 'The new noodle station opens with the hall.') },
    { location: 'Lakeview Hall', day: 5, at: [16, 0], body: agenda(['First month in the new hall', 'Open forum'], 'All residents are invited.') },
    { location: 'Campus Center', day: -14, at: [11, 30], body: agenda(['Center Market sushi', 'Taqueria wait times'], 'A second taqueria register will open at lunch.') },
    { location: 'Campus Center', day: 21, at: [11, 30], body: agenda(['Spring hours', 'Student employment'], 'Student jobs are posted at the Campus Center office.') },
  ],
};

export const librarySpecs: Partial<Record<SiteKey, LibrarySpec>> = { northfield, lakeside };

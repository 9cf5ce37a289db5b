/** Demo events and special offers; days are offsets from today, hours are the site's local time. */
import type { Dish } from './svg-dishes.ts';
import type { SiteKey } from './site-definition.ts';

export interface EventSpec {
  title: string;
  day: number;
  from: [number, number];
  to: [number, number];
  dish: Dish;
  hue: number;
  brief: string;
  details: string;
  location?: string;
  customLocation?: string;
  balancedU?: boolean;
}

export interface SpecialSpec {
  name: string;
  startDay: number;
  endDay: number;
  dish: Dish;
  hue: number;
  brief: string;
  details: string;
}

const describe = (lead: string, bullets: string[]): string =>
  `<p>${lead}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul><p>All are welcome. Menus may change based on availability.</p>`;

export const eventSpecs: Record<SiteKey, EventSpec[]> = {
  northfield: [
    { title: 'Taco Tuesday Fiesta', day: 1, from: [11, 0], to: [14, 0], dish: 'tacos', hue: 40, brief: 'Build your own tacos with three house salsas.', details: describe('Celebrate with a taco bar and live music.', ['Carnitas, chicken tinga and roasted vegetables', 'Fresh corn tortillas pressed to order']), location: 'Founders Dining Commons' },
    { title: 'Farmers Market on the Green', day: 4, from: [10, 0], to: [15, 0], dish: 'salad', hue: 100, brief: 'Local growers bring the harvest to campus.', details: describe('Meet the farms that grow our produce.', ['Seasonal fruit and vegetables', 'Cooking demos every hour']), customLocation: 'Founders Lawn' },
    { title: 'Mindful Eating Workshop', day: 8, from: [16, 0], to: [17, 30], dish: 'soup', hue: 170, brief: 'Slow down and savor with our dietitian.', details: describe('A hands-on workshop about hunger cues and balanced plates.', ['Tasting exercise', 'Take-home meal planning guide']), customLocation: 'Wellness Center, Room 204', balancedU: true },
    { title: "Chef's Table: Flavors of Thailand", day: 13, from: [17, 0], to: [20, 0], dish: 'noodles', hue: 20, brief: 'A guest chef cooks regional Thai dishes.', details: describe('Chef Nok Suwan visits from Bangkok.', ['Khao soi and green papaya salad', 'Mango sticky rice']), location: 'North Tower Dining' },
    { title: 'Yoga & Smoothies', day: 19, from: [8, 0], to: [9, 30], dish: 'smoothie', hue: 320, brief: 'Morning flow followed by fresh smoothies.', details: describe('Bring a mat; we bring the blender.', ['All levels welcome', 'Dairy-free options']), customLocation: 'Recreation Center, Studio B', balancedU: true },
    { title: 'Pizza Tasting Night', day: 27, from: [18, 0], to: [20, 0], dish: 'pizza', hue: 0, brief: 'Vote on next semester\'s specialty pies.', details: describe('Try six new pizzas and tell us your favorite.', ['Vegan and gluten-free crusts', 'Winning pie joins the menu']), location: 'Union Pizza Co.' },
    { title: 'Harvest Dinner', day: 38, from: [17, 0], to: [20, 0], dish: 'salad', hue: 30, brief: 'Our annual celebration of local farms.', details: describe('A candle-lit dinner with dishes from local farms.', ['Roasted squash and apple cider', 'Live string quartet']), location: 'Founders Dining Commons' },
    { title: 'Welcome Week Cookout', day: -9, from: [11, 0], to: [14, 0], dish: 'burger', hue: 50, brief: 'Burgers and games to start the year.', details: describe('Kick off the year on the quad.', ['Burgers and veggie burgers', 'Lawn games']), customLocation: 'Main Quad' },
    { title: 'Pancake Breakfast', day: -24, from: [8, 0], to: [10, 30], dish: 'pastry', hue: 35, brief: 'Pancakes served by the dining staff.', details: describe('Stacks of pancakes before finals.', ['Blueberry and chocolate chip', 'Fresh fruit']), location: 'North Tower Dining' },
  ],
  lakeside: [
    { title: 'Sushi Rolling Class', day: 2, from: [17, 0], to: [18, 30], dish: 'sushi', hue: 200, brief: 'Learn to roll sushi with our chefs.', details: describe('Make and eat your own rolls.', ['All ingredients provided', 'Vegetarian options']), location: 'Center Market' },
    { title: 'Lakeside Lobster Boil', day: 6, from: [12, 0], to: [14, 0], dish: 'soup', hue: 10, brief: 'A seafood feast on the shore.', details: describe('Our biggest outdoor meal of the year.', ['Lobster, corn and potatoes', 'Vegetarian boil available']), customLocation: 'North Beach' },
    { title: 'Wellness Walk & Brunch', day: 10, from: [9, 0], to: [11, 0], dish: 'smoothie', hue: 140, brief: 'A lake loop walk followed by brunch.', details: describe('Two miles around the lake, then brunch.', ['Smoothie bar', 'Yogurt parfaits']), customLocation: 'Boathouse Dock', balancedU: true },
    { title: 'Taco Truck Tuesday', day: 15, from: [11, 0], to: [14, 0], dish: 'tacos', hue: 45, brief: 'A guest taco truck joins Taqueria del Lago.', details: describe('Street tacos and aguas frescas.', ['Al pastor', 'Nopales']), location: 'Taqueria del Lago' },
    { title: 'Plant-Forward Cooking Demo', day: 22, from: [15, 0], to: [16, 30], dish: 'salad', hue: 90, brief: 'Delicious meals without meat.', details: describe('Our chef shows three easy plant-based recipes.', ['Recipe cards', 'Tastings']), location: 'Lakeview Dining Hall', balancedU: true },
    { title: 'Coffee Cupping', day: 33, from: [10, 0], to: [11, 0], dish: 'coffee', hue: 25, brief: 'Taste coffees from three continents.', details: describe('Learn how roasters judge a coffee.', ['Ethiopia, Colombia and Sumatra', 'Brewing tips']), location: 'Bean & Leaf Cafe' },
    { title: 'Dumpling Night', day: 40, from: [18, 0], to: [20, 0], dish: 'noodles', hue: 280, brief: 'Fold and fry dumplings together.', details: describe('A late-night dumpling party.', ['Pork, chicken and vegetable', 'Chili crisp bar']), location: 'Night Owl Kitchen' },
    { title: 'Back to School BBQ', day: -12, from: [11, 0], to: [14, 0], dish: 'burger', hue: 60, brief: 'Burgers on the lawn.', details: describe('Welcome back!', ['Grilled burgers', 'Watermelon']), customLocation: 'Campus Center Lawn' },
    { title: 'Pie Day', day: -30, from: [12, 0], to: [15, 0], dish: 'pastry', hue: 15, brief: 'Slices of every pie we bake.', details: describe('A celebration of pie.', ['Apple, cherry and pecan', 'Whipped cream']), location: 'Lakeview Dining Hall' },
  ],
  pinecrest: [
    { title: 'Chili Cook-Off', day: -20, from: [12, 0], to: [14, 0], dish: 'soup', hue: 15, brief: 'Students and staff compete for the golden ladle.', details: describe('Taste and vote.', ['Bison chili', 'Vegan three-bean chili']), location: 'Aspen Dining Hall' },
    { title: 'Trail Mix Bar', day: -40, from: [9, 0], to: [11, 0], dish: 'pastry', hue: 45, brief: 'Mix your own before the weekend hike.', details: describe('Fuel up for the trails.', ['Nuts, seeds and dried fruit', 'Nut-free station']), location: 'Trailhead Cafe' },
    { title: 'Mountain Brunch', day: -7, from: [10, 0], to: [13, 0], dish: 'smoothie', hue: 200, brief: 'A leisurely weekend brunch.', details: describe('Brunch with a view.', ['Pancakes', 'Smoothies']), location: 'Aspen Dining Hall' },
  ],
  harbor: [],
  summit: [],
  oldmill: [],
};

export const specialSpecs: Record<SiteKey, SpecialSpec[]> = {
  northfield: [
    { name: 'Two-for-One Smoothies', startDay: -3, endDay: 4, dish: 'smoothie', hue: 330, brief: 'Buy one smoothie, get one free at Union Market.', details: describe('Bring a friend this week.', ['Any size', 'Pay with dining dollars or card']) },
    { name: 'Free Cookie Friday', startDay: -10, endDay: 30, dish: 'pastry', hue: 30, brief: 'A free cookie with any meal on Fridays.', details: describe('Every Friday this month.', ['Chocolate chip or oatmeal raisin', 'While supplies last']) },
    { name: 'Late Night Burger Combo', startDay: -1, endDay: 14, dish: 'burger', hue: 270, brief: 'Burger, fries and a drink for one meal swipe after 9 pm.', details: describe('Available at Late Night at Maple.', ['Veggie burger available', 'After 9 pm only']) },
    { name: 'Summer Sushi Sale', startDay: -60, endDay: -20, dish: 'sushi', hue: 210, brief: 'Half-price rolls all summer.', details: describe('This offer has ended.', ['Thanks for rolling with us']) },
  ],
  lakeside: [
    { name: 'Latte & Pastry Pairing', startDay: -5, endDay: 9, dish: 'coffee', hue: 20, brief: 'A free pastry with any large latte.', details: describe('At Bean & Leaf Cafe.', ['Croissants and muffins', 'Oat milk at no charge']) },
    { name: 'Taco Trio Deal', startDay: -2, endDay: 12, dish: 'tacos', hue: 50, brief: 'Three tacos and a drink for $8.', details: describe('At Taqueria del Lago.', ['Mix and match fillings', 'Add guacamole for $1']) },
    { name: 'Salad Stamp Card', startDay: -20, endDay: 40, dish: 'salad', hue: 120, brief: 'Buy nine salads, get the tenth free.', details: describe('At Shoreline Salads.', ['Stamps never expire', 'Ask at the register']) },
  ],
  pinecrest: [{ name: 'Cocoa for a Cause', startDay: -40, endDay: -20, dish: 'coffee', hue: 15, brief: 'Every cocoa supports the campus food pantry.', details: describe('At Trailhead Cafe.', ['$1 of every cup donated']) }],
  harbor: [],
  summit: [],
  oldmill: [],
};

/** Demo newsletters, staff and catering files of the two full sites (the others have none). */

export interface NewsletterSpec {
  name: string;
  description: string | null;
  /** 0 for the current year, 1 for last year, 2 for the year before. */
  yearsAgo: 0 | 1 | 2;
  month: number;
  day: number;
  /** Moved in from an older system, keeping its original file name. */
  originalFile?: string;
  /** Paragraphs printed in the PDF below the name. */
  body: string[];
}

export interface StaffSpec {
  first: string;
  last: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  /** HTML, as the staff tools store it. */
  bio: string | null;
  hasPicture: boolean;
  isActive?: boolean;
  sortOrder: number;
}

export interface CateringSpec {
  title: string;
  description: string | null;
  /** Menu lines printed in the PDF: 'Name - $12.50' style, or a heading when it starts with '#'. */
  lines: string[];
}

export interface LibrarySpecs {
  newsletters: NewsletterSpec[];
  staff: StaffSpec[];
  catering: CateringSpec[];
}

const news = (
  name: string,
  yearsAgo: 0 | 1 | 2,
  month: number,
  day: number,
  description: string | null,
  body: string[],
  originalFile?: string,
): NewsletterSpec => ({ name, yearsAgo, month, day, description, body, ...(originalFile ? { originalFile } : {}) });

const northfield: LibrarySpecs = {
  newsletters: [
    news('Welcome Back Edition', 0, 1, 12, 'Spring semester hours, new meal plan options and the return of Taco Tuesday.', [
      'Welcome back! Founders Hall reopens for breakfast on the first day of classes.',
      'Meal plan holders can now use swipes at the Commons Market for grab-and-go lunches.',
    ]),
    news('Spring Sustainability Issue', 0, 3, 2, 'How our kitchens cut food waste by a fifth and where our produce comes from.', [
      'Trayless dining and batch cooking helped us reduce pre-consumer waste by 21 percent.',
      'This spring we buy greens from three farms within 60 miles of campus.',
    ]),
    news('Finals Week Fuel', 0, 4, 27, 'Late-night study breaks, extended hours and free coffee during finals.', [
      'Founders Hall stays open until 2 a.m. from Sunday to Thursday of finals week.',
    ]),
    news('Fall Harvest Newsletter', 0, 9, 15, 'Apple picking, the harvest dinner and our new plant-forward station.', [
      'Join us for the Harvest Dinner on the quad with dishes from our partner farms.',
    ]),
    news('Holiday Hours and Treats', 1, 11, 20, 'Thanksgiving break hours and the annual cookie decorating night.', [
      'All dining halls close at 2 p.m. on the Wednesday before Thanksgiving.',
    ]),
    news('Fall Harvest Newsletter', 1, 9, 10, null, ['Our first harvest dinner drew more than 800 guests.'], 'NF_Fall_Harvest_Final_v3.pdf'),
    news('Spring Newsletter', 1, 3, 6, 'Allergen labels, the new nutrition kiosk and spring break hours.', [
      'Every item on the line now shows the nine major allergens.',
    ]),
    news('Winter Newsletter', 2, 12, 1, 'Winter comfort food week and the gingerbread contest winners.', ['Congratulations to the winners of the gingerbread contest!'], 'winter-news-final.pdf'),
    news('Back to School', 2, 8, 25, 'Everything new in dining for the fall semester.', ['Welcome to campus! Here is how to get the most from your meal plan.'], 'BackToSchool.pdf'),
  ],
  staff: [
    {
      first: 'Maria',
      last: 'Alvarez',
      title: 'Director of Dining Services',
      email: 'maria.alvarez@northfield.example.edu',
      phone: '6175550142',
      bio: '<p>Maria has led Northfield Dining since 2016. She champions local sourcing and has brought three partner farms onto the menu.</p><p>Outside work she coaches a youth soccer team.</p>',
      hasPicture: true,
      sortOrder: 1,
    },
    {
      first: 'James',
      last: 'Okafor',
      title: 'Executive Chef',
      email: 'james.okafor@northfield.example.edu',
      phone: '6175550177',
      bio: '<p>Chef James trained in Lagos and Boston and now writes the seasonal menus for all five dining halls.</p>',
      hasPicture: true,
      sortOrder: 2,
    },
    {
      first: 'Priya',
      last: 'Raman',
      title: 'Campus Dietitian',
      email: 'priya.raman@northfield.example.edu',
      phone: '6175550123',
      bio: '<p>Priya is a registered dietitian. She meets students with food allergies, celiac disease or other medical diets to plan safe, enjoyable meals.</p><p>Book an appointment by e-mail.</p>',
      hasPicture: true,
      sortOrder: 3,
    },
    {
      first: 'Daniel',
      last: 'Kim',
      title: 'Catering Manager',
      email: 'catering@northfield.example.edu',
      phone: '0000000000',
      bio: '<p>Daniel plans catered events from ten-person meetings to commencement receptions for three thousand.</p>',
      hasPicture: true,
      sortOrder: 4,
    },
    {
      first: 'Grace',
      last: 'Thompson',
      title: 'Sustainability Coordinator',
      email: 'grace.thompson@northfield.example.edu',
      phone: '617-555-0190',
      bio: '<p>Grace runs our composting program and the Student Sustainability Ambassadors.</p>',
      hasPicture: false,
      sortOrder: 5,
    },
    {
      first: 'Luis',
      last: 'Moreno',
      title: 'Retail Operations Manager',
      email: 'luis.moreno@northfield.example.edu',
      phone: null,
      bio: null,
      hasPicture: true,
      sortOrder: 6,
    },
    {
      first: 'Harold',
      last: 'Finch',
      title: 'Former Purchasing Manager',
      email: 'harold.finch@northfield.example.edu',
      phone: '6175550100',
      bio: '<p>Retired this year after twenty years of service.</p>',
      hasPicture: true,
      isActive: false,
      sortOrder: 7,
    },
  ],
  catering: [
    {
      title: 'Catering Menu',
      description: 'Our full menu of breakfasts, lunches, receptions and desserts.',
      lines: [
        '# Breakfast',
        'Continental Breakfast - pastries, fruit, coffee and juice - $9.50 per guest',
        'Hot Breakfast Buffet - eggs, bacon, potatoes, fruit - $14.25 per guest',
        '# Lunch',
        'Deli Buffet - sandwiches, salad, chips and cookies - $15.75 per guest',
        'Boxed Lunch - sandwich or wrap, side, fruit, dessert - $13.50 each',
        'Build-Your-Own Taco Bar - $17.00 per guest',
        '# Reception',
        'Cheese and Fruit Display - serves 25 - $95.00',
        'Vegetable Crudites with Hummus - serves 25 - $70.00',
        'Chicken Satay with Peanut Sauce - 50 pieces - $110.00',
        '# Desserts and Beverages',
        'Assorted Cookies - one dozen - $14.00',
        'Coffee Service - serves 10 - $25.00',
        'Orders need five business days notice. Prices exclude service charge and tax.',
      ],
    },
    {
      title: 'Holiday Party Packages',
      description: 'Three seasonal packages for office and department celebrations.',
      lines: [
        '# Cozy Package',
        'Hot cocoa bar, holiday cookies and spiced cider - $8.00 per guest',
        '# Festive Package',
        'Carved turkey, roasted vegetables, cranberry salad, pies - $24.00 per guest',
        '# Grand Package',
        'Prime rib, salmon, seasonal sides, dessert display - $38.00 per guest',
      ],
    },
    {
      title: 'Catering Order Form',
      description: 'Fill in and e-mail to catering@northfield.example.edu.',
      lines: ['Event name:', 'Date and time:', 'Location:', 'Number of guests:', 'Contact name and phone:', 'Menu selections:', 'Dietary needs:'],
    },
    {
      title: 'Student Organization Menu',
      description: null,
      lines: ['# Budget-friendly options', 'Pizza Party - two slices and a drink - $6.50 per guest', 'Snack Pack - chips, fruit, water - $4.00 per guest'],
    },
  ],
};

const lakeside: LibrarySpecs = {
  newsletters: [
    news('Lakeside Eats: New Year, New Flavors', 0, 1, 20, 'Meet the new global kitchen and try the ramen bar.', [
      'The Global Kitchen at Harbor Hall now serves ramen, pho and bibimbap bowls.',
    ]),
    news('Lakeside Eats: Spring Break Hours', 0, 3, 9, 'Which locations stay open over spring break.', ['The Lakeview Cafe stays open with reduced hours during spring break.']),
    news('Lakeside Eats: Fall Preview', 1, 8, 30, 'Our first-week welcome events and a new coffee shop.', ['Stop by the new Dockside Coffee for a free drip coffee in the first week.']),
    news('Lakeside Eats: Winter Warmers', 1, 1, 15, null, ['Soup of the day returns to every dining hall.'], 'LS-Winter-Warmers.pdf'),
    news('Lakeside Eats: Commencement Edition', 2, 5, 10, 'Graduation brunch and summer dining hours.', ['Congratulations, graduates! Brunch is on us for you and two guests.']),
    news('Lakeside Eats: Fall Edition', 2, 9, 5, 'Welcome to the lake!', ['Welcome to Lakeside! Here is what is cooking this fall.'], 'fall_newsletter.pdf'),
  ],
  staff: [
    {
      first: 'Thomas',
      last: 'Becker',
      title: 'General Manager',
      email: 'thomas.becker@lakeside.example.edu',
      phone: '3125550110',
      bio: '<p>Thomas joined Lakeside Eats in 2019 after a decade in hotel restaurants.</p>',
      hasPicture: true,
      sortOrder: 1,
    },
    {
      first: 'Aiko',
      last: 'Tanaka',
      title: 'Executive Chef',
      email: 'aiko.tanaka@lakeside.example.edu',
      phone: '3125550136',
      bio: '<p>Chef Aiko created the Global Kitchen and still makes the ramen broth herself every Monday.</p>',
      hasPicture: true,
      sortOrder: 2,
    },
    {
      first: 'Samuel',
      last: 'Reyes',
      title: 'Dietitian',
      email: 'samuel.reyes@lakeside.example.edu',
      phone: '0000000000',
      bio: '<p>Samuel helps students with allergies and special diets find safe choices in every hall.</p>',
      hasPicture: false,
      sortOrder: 3,
    },
    {
      first: 'Nora',
      last: 'Lindqvist',
      title: 'Catering Coordinator',
      email: 'catering@lakeside.example.edu',
      phone: '3125550188',
      bio: '<p>Nora plans every event from board dinners to the spring picnic on the lawn.</p>',
      hasPicture: true,
      sortOrder: 4,
    },
    {
      first: 'Marcus',
      last: 'Hill',
      title: 'Purchasing Manager',
      email: 'marcus.hill@lakeside.example.edu',
      phone: '3125550150',
      bio: null,
      hasPicture: true,
      sortOrder: 5,
    },
  ],
  catering: [
    {
      title: 'Lakeside Catering Guide',
      description: 'Menus and prices for campus events.',
      lines: [
        '# Breakfast',
        'Lakeside Sunrise - bagels, yogurt parfaits, fruit, coffee - $10.00 per guest',
        '# Lunch',
        'Global Bowls Buffet - two proteins, rice, greens, toppings - $16.50 per guest',
        'Sandwich Platter - serves 10 - $85.00',
        '# Afternoon',
        'Trail Mix and Fruit Break - $6.00 per guest',
      ],
    },
    {
      title: 'Picnic and Grill Menu',
      description: 'Outdoor events on the lawn, May to September.',
      lines: ['Classic Cookout - burgers, veggie burgers, hot dogs, salads - $15.00 per guest', 'Lemonade and iced tea station - $3.00 per guest'],
    },
    {
      title: 'Event Request Form',
      description: 'Send at least one week ahead.',
      lines: ['Event name:', 'Date:', 'Guests:', 'Budget number:', 'Notes:'],
    },
  ],
};

export const librarySpecs: Partial<Record<string, LibrarySpecs>> = { northfield, lakeside };

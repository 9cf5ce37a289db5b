import type { Section, Site, SiteEvent, SpecialOffer } from '@commons/contract';
import { headerLogo, snippetOfText } from '@commons/domain';
import { htmlToPlainText } from '../events/html-to-text.ts';
import { specialSectionName } from '../events/section-slugs.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, sitePreviewPath } from '../link-preview/preview-path.ts';
import type { AppPage, SitePage } from './page-path.ts';

/**
 * What a page's <head> says about it, for link previews and search engines. The titles and
 * descriptions are the ones the web app's pages give their <PageHead> (apps/web/src/features/*),
 * so the first HTML and the rendered page agree.
 */
export interface PageHead {
  siteName: string;
  title: string;
  description: string;
  /** The page's own address, for the canonical link; null for a page that is not found. */
  path: string | null;
  /** The picture that stands for the page in a link preview: its own, else the site's preview picture. */
  image: PageImage;
  noIndex: boolean;
}

/** A picture of a page's head: its path, and what og:image:* say of it where known. */
export interface PageImage {
  path: string;
  /** Its media type when it is one link previews show (PNG, JPEG); null for the app's SVG logo. */
  type: 'image/png' | 'image/jpeg' | null;
  /** Its size in pixels, where it is known without reading the file. */
  size: { width: number; height: number } | null;
  alt: string;
}

const APP_NAME = 'Campus Dining';
const APP_LOGO = '/favicon.svg';
const HOME_TAGLINE_PREFIX = 'Campus Dining | ';
const HOME_DESCRIPTION = "Find what's open, what's on the menu, nutritional information and more.";

const file = (folder: 'images' | 'section_banner', fileName: string) => `/files/${folder}/${encodeURIComponent(fileName)}`;

const appPages: Record<Exclude<AppPage, 'password-reset'>, { path: string; title: string; description: string }> = {
  landing: {
    path: '/',
    title: 'Campus Dining | Find your school',
    description: "Find your school's dining site: what's open, what's on the menu, nutritional information and more.",
  },
  campuses: {
    path: '/campuses',
    title: 'Choose your campus | Campus Dining',
    description: 'Choose your campus to see its dining locations, menus, hours and more.',
  },
  'mobile-privacy': {
    path: '/mobile-privacy',
    title: 'Mobile app privacy policy | Campus Dining',
    description: 'What the campus dining mobile app collects, why, who can see it and the choices you have.',
  },
  'climate-friendly': {
    path: '/climate-friendly',
    title: 'Climate-friendly ratings | Campus Dining',
    description: 'How we rate the environmental impact of our dishes: six impact metrics and the Climate Friendly attribute.',
  },
};

const appHead = (path: string | null, title: string, description: string, noIndex = false): PageHead => ({
  siteName: APP_NAME,
  title,
  description,
  path,
  image: { path: APP_LOGO, type: null, size: null, alt: APP_NAME },
  noIndex,
});

export function appPageHead(page: AppPage): PageHead {
  // Its address carries a secret key: no canonical link, and kept out of search engines.
  if (page === 'password-reset') return appHead(null, 'Reset your password | Campus Dining', 'Choose a new password for your account.', true);
  const { path, title, description } = appPages[page];
  return appHead(path, title, description);
}

/** The 404 page's head (features/not-found). */
export const notFoundHead = (): PageHead => appHead(null, 'Page not found', 'The page you were looking for could not be found.', true);

/** When the page cannot be looked up (the database is away): the app's name and what it offers. */
export const genericHead = (path: string): PageHead => appHead(path, APP_NAME, HOME_DESCRIPTION);

/**
 * The site's link preview picture (modules/link-preview): a PNG of its logo, name and colour, since
 * Facebook, X and LinkedIn show no SVG, and a site's logo may be one.
 */
const sitePreview = (site: Site): PageImage => ({
  path: sitePreviewPath(site.slug),
  type: 'image/png',
  size: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
  alt: headerLogo(site).alt,
});

const RASTER_TYPES: Record<string, PageImage['type']> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** A page's own picture as the link previews show it: a JPEG or PNG as stored; any other kind (an SVG) gives way to the site's picture. */
function ownPicture(site: Site, path: string, fileName: string, alt: string): PageImage {
  const type = RASTER_TYPES[/\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''];
  return type ? { path, type, size: null, alt } : sitePreview(site);
}

/** A head of one of the site's pages, with the site's preview picture unless it has its own. */
function siteHead(site: Site, path: string | null, title: string, description: string, extra: Partial<PageHead> = {}): PageHead {
  return { siteName: site.name, title, description, path, image: sitePreview(site), noIndex: false, ...extra };
}

interface SitePageTexts {
  title: string;
  description: (dining: string) => string;
  noIndex?: boolean;
  /** Its address names the visitor's own data: no canonical link. */
  isPrivateAddress?: boolean;
}

const sitePages: Record<Exclude<SitePage, 'home' | 'balanced-u-events'>, SitePageTexts> = {
  // The thanks after a meal plan order (docs/product/purchase.md#order-complete): a visitor's own, never indexed.
  'order-complete': { title: 'Order complete', description: (dining) => `Your order at ${dining}.`, noIndex: true },
  // The account pages (docs/product/accounts.md, features/account): a visitor's own, never indexed.
  login: { title: 'Log in', description: (dining) => `Log in to your ${dining} account.`, noIndex: true },
  signup: { title: 'Sign up', description: (dining) => `Create your ${dining} account.`, noIndex: true },
  'customer-account': { title: 'Manage Your Account', description: (dining) => `Your ${dining} account.`, noIndex: true },
  // The reservation e-mail's cancel link (docs/product/reservations.md#cancelling): its address carries the visitor's ids.
  'cancel-reservation': { title: 'Cancel reservation', description: (dining) => `Cancel a reservation at ${dining}.`, noIndex: true, isPrivateAddress: true },
  privacy: { title: 'Privacy Policy', description: (dining) => `How the ${dining} website handles your information.` },
  'terms-of-use': { title: 'Terms of Use', description: (dining) => `The terms of using the ${dining} website.` },
  'dietary-health-form': {
    title: 'Food Allergy/Celiac Disease/Medical Diet Form',
    description: (dining) => `Tell ${dining} about a food allergy, celiac disease or a medical diet.`,
  },
  'on-the-go-valentine-dining': {
    title: 'On The Go - Valentine Dining',
    description: (dining) => `Order a meal to pick up from ${dining}.`,
  },
  'dine-on-campus-mobile-app': {
    title: 'Dine On Campus Mobile App',
    description: (dining) => `Get the ${dining} mobile app: menus, hours and nutrition information on your phone.`,
  },
};

export function sitePageHead(site: Site, page: SitePage): PageHead {
  const home = `/${site.slug}`;
  if (page === 'home') return siteHead(site, home, `${HOME_TAGLINE_PREFIX}${site.name}`, HOME_DESCRIPTION);
  if (page === 'balanced-u-events') {
    const title = specialSectionName(site.section_list, 'balanced_u_events') ?? 'Balanced U Events';
    return siteHead(site, `${home}/${page}`, `${title} | ${site.name}`, `Wellness events at ${site.name} Dining.`);
  }
  const { title, description, noIndex = false, isPrivateAddress = false } = sitePages[page];
  return siteHead(site, isPrivateAddress ? null : `${home}/${page}`, `${title} | ${site.name}`, description(`${site.name} Dining`), { noIndex });
}

/**
 * The readable text of operator HTML, cut at a word near `max` characters, as the rendered page's
 * description (ui/html-text.ts): a space wherever a block starts or ends, list items without marks.
 */
const snippetOf = (html: string, max = 160): string => snippetOfText(htmlToPlainText(html, { listMarks: false }), max);

/** Descriptions of the special screens (features/sections/section-screens.ts), by screen key. */
const screenDescriptions: Record<string, (site: string) => string> = {
  balanced_u_events: (site) => `Wellness events at ${site} Dining.`,
  'campus-map': (site) => `Find every dining location at ${site} on the campus map, with hours and details.`,
  'catering-files': (site) => `Catering menus and order forms from ${site} Dining.`,
  'dining-blog': (site) => `News and stories from ${site} Dining.`,
  'dining-map': (site) => `A map of the dining locations at ${site}.`,
  'directors-meetings': (site) => `Agendas and notes of the ${site} dining directors meetings.`,
  events: (site) => `Upcoming events at ${site} Dining.`,
  'hours-of-operation': (site) => `Opening hours of every ${site} dining location, week by week.`,
  'whats-on-the-menu': (site) => `What's on the menu at ${site} dining locations, with nutrition and allergen information.`,
  newsletters: (site) => `Newsletters from ${site} Dining, this year's and past years'.`,
  'photo-albums': (site) => `Photos from ${site} Dining events and dining halls.`,
  'special-offers': (site) => `Special offers at ${site} Dining.`,
  staff: (site) => `Meet the ${site} Dining team.`,
  surveys: (site) => `Tell ${site} Dining what you think: vote in our surveys and see the results.`,
};
/** Special screens still being built: they share the coming-soon screen. */
const comingSoonScreens = new Set(['balance-tracker', 'feedback', 'get-answers-now', 'help', 'meal-plan-purchase', 'reservations']);

export function sectionHead(site: Site, section: Section): PageHead {
  const screen = (section.master_slug ?? section.slug).toLowerCase();
  const fallback = `${section.name} at ${site.name} Dining.`;
  const body = section.body?.trim() ?? '';
  const described = Object.hasOwn(screenDescriptions, screen) ? screenDescriptions[screen] : undefined;
  let description = fallback;
  if (described) description = described(site.name);
  else if (!comingSoonScreens.has(screen) && body) description = snippetOf(body) || fallback;
  const banner = section.use_banner && section.banner ? file('section_banner', section.banner.file_name) : null;
  return siteHead(site, `/${site.slug}/${section.slug}`, `${section.name} | ${site.name}`, description, {
    noIndex: section.no_robots,
    ...(banner && section.banner ? { image: ownPicture(site, banner, section.banner.file_name, section.name) } : {}),
  });
}

const pictureOf = (site: Site, picture: { file_name: string } | null, alt: string): Partial<PageHead> =>
  picture ? { image: ownPicture(site, file('images', picture.file_name), picture.file_name, alt) } : {};

export function eventHead(site: Site, event: SiteEvent): PageHead {
  const description = event.brief?.trim() || `${event.title} at ${site.name} Dining.`;
  return siteHead(site, `/${site.slug}/event/${event.id}`, `Event: ${event.title} | ${site.name}`, description, pictureOf(site, event.picture, event.title));
}

/** The special offer page keeps its fixed title 'Special Offer' (docs/product/site.md#special-offers). */
export function specialOfferHead(site: Site, offer: SpecialOffer): PageHead {
  const description = offer.brief?.trim() || `A special offer from ${site.name} Dining.`;
  return siteHead(site, `/${site.slug}/special-offer/${offer.id}`, `Special Offer | ${site.name}`, description, pictureOf(site, offer.picture, offer.name));
}

/**
 * Writes an OpenMensa feed v2 (version 2.1) document: http://openmensa.org/open-mensa-v2.xsd.
 * Every text is cleaned (characters XML 1.0 forbids removed, whitespace runs collapsed), cut to the
 * schema's limits and escaped, so any stored name gives a valid feed.
 */

export const OPENMENSA_NAMESPACE = 'http://openmensa.org/open-mensa-v2';
export const OPENMENSA_SCHEMA_LOCATION = 'http://openmensa.org/open-mensa-v2.xsd';
/** The schema's limit for a category name, a meal name and a note. */
export const OPENMENSA_MAX_TEXT = 250;

export interface FeedCanteen {
  name: string;
  address: string | null;
  city: string | null;
  phone: string | null;
  coordinates: { lat: number; lon: number } | null;
}

export interface FeedMeal {
  name: string;
  notes: string[];
}

export interface FeedCategory {
  name: string;
  meals: FeedMeal[];
}

/** A day is either closed or serves at least one category with at least one meal (the schema allows nothing else). */
export type FeedDay = { date: string; closed: true } | { date: string; closed: false; categories: FeedCategory[] };

// Tab, line feed, carriage return and the ranges XML 1.0 allows; lone surrogates fall outside them.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value: forbidden characters dropped, markup escaped. */
export const escapeXml = (text: string): string => text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** One line of text: forbidden characters dropped and whitespace runs (line breaks too) made one space. */
export const oneLine = (text: string): string => text.replace(NOT_XML_CHAR, '').replace(/\s+/g, ' ').trim();

/**
 * At most `max` characters, ending in '…' when cut. Counted in UTF-16 units, never splitting a
 * pair: the schema counts code points, some validators (Java's) count units, and both then agree.
 */
export function clip(text: string, max = OPENMENSA_MAX_TEXT): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const char of text) {
    if (kept.length + char.length > max - 1) break;
    kept += char;
  }
  return `${kept}…`;
}

/** The schema-sized, one-line form of a text; empty when nothing printable is left. */
export const feedText = (text: string | null | undefined): string => clip(oneLine(text ?? ''));

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** A dish served often is written once per feed: its meal element is kept by identity. */
type MealMemo = Map<FeedMeal, string>;

function mealXml(meal: FeedMeal, memo: MealMemo): string {
  let xml = memo.get(meal);
  if (xml === undefined) {
    xml = ['<meal>', element('name', meal.name), ...meal.notes.map((note) => element('note', note)), '</meal>'].join('\n');
    memo.set(meal, xml);
  }
  return xml;
}

function dayXml(day: FeedDay, memo: MealMemo): string[] {
  const open = `<day date="${escapeXml(day.date)}">`;
  if (day.closed) return [open, '<closed/>', '</day>'];
  const lines = [open];
  for (const category of day.categories) {
    lines.push(`<category name="${escapeXml(category.name)}">`, ...category.meals.map((meal) => mealXml(meal, memo)), '</category>');
  }
  lines.push('</day>');
  return lines;
}

/**
 * The feed document, one element a line without indentation (feeds run to hundreds of kilobytes).
 * Texts are expected in their final form (see `feedText`); canteen metadata follows the schema's
 * order (name, address, city, phone, location), then the days.
 */
export function openMensaXml(canteen: FeedCanteen, days: readonly FeedDay[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<openmensa version="2.1" xmlns="${OPENMENSA_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${OPENMENSA_NAMESPACE} ${OPENMENSA_SCHEMA_LOCATION}">`,
    '<canteen>',
    element('name', canteen.name),
  ];
  if (canteen.address) lines.push(element('address', canteen.address));
  if (canteen.city) lines.push(element('city', canteen.city));
  if (canteen.phone) lines.push(element('phone', canteen.phone));
  if (canteen.coordinates) lines.push(`<location latitude="${canteen.coordinates.lat}" longitude="${canteen.coordinates.lon}"/>`);
  const memo: MealMemo = new Map();
  for (const day of days) lines.push(...dayXml(day, memo));
  lines.push('</canteen>', '</openmensa>', '');
  return lines.join('\n');
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { customers } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { browser, customerTestApp, signedUp as signedUpOn } from './testing/customer-test-kit.ts';
import { allergenForm } from './testing/allergen-test-kit.ts';
import { pdfActualTexts, pdfLines, unreadableGlyphs } from '../../test-support/pdf-reading.ts';
import { LOG_IN_FIRST, NOT_YOUR_ACCOUNT, NO_CUSTOMER_LOGIN } from './customers.service.ts';
import { NO_ALLERGEN_CARD, NO_CARD_YET, NO_FOOD_INSECURITY, NO_WALLET_PASS } from './allergen-profile.service.ts';

const TODAY = new Date('2026-11-22T16:50:00Z');
let t: TestApp;
const siteIds = { northfield: 0, lakeside: 0, pinecrest: 0 };

beforeAll(async () => {
  const made = await customerTestApp(TODAY, () => TODAY);
  t = made.t;
  Object.assign(siteIds, made);
});
afterAll(async () => t.close());

const nf = () => siteIds.northfield;
const lk = () => siteIds.lakeside;
const signedUp = (siteId = nf(), changes: Record<string, unknown> = {}) => signedUpOn(t, siteId, changes);
type Browser = ReturnType<typeof browser>;
const saveProfile = (b: Browser, payload: unknown) => b.post('/v1/customer/update_allergen_profile', payload);
const setFoodInsecurity = (b: Browser, payload: unknown) => b.post('/v1/customer/food_insecurity', payload);
const cardPdf = (b: Browser, siteId: number, customerId: number | string) => b.get(`/v1/customer/allergen_card?customer_id=${customerId}&site_id=${siteId}`);
const walletPass = (b: Browser, siteId: number, customerId: number | string) => b.get(`/v1/pass/allergen_card?customer_id=${customerId}&site_id=${siteId}`);
const fieldErrors = (errors: Record<string, string>) => ({ status: 'error', msg: 'Please check the highlighted fields.', errors });

describe('POST /v1/customer/update_allergen_profile', () => {
  it('saves the profile, issues the card at the first save and keeps its serial after', async () => {
    const { b, customer } = await signedUp();
    const before = await b.info(nf(), customer.id);
    expect(before.json().allergen_card).toBeNull();

    const res = await saveProfile(b, allergenForm(customer.id, nf()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.msg).toBe('Your allergen preferences have been updated.');
    expect(body.customer).toMatchObject({ id: customer.id, allergens: ['Milk', 'Peanuts', 'Mustard'], contact_name: 'Grace Hopper', contact_number: '4135550111', carries_epinephrine: true });
    expect(body.allergen_card).toEqual({ serial_number: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), wallet_pass: false });
    expect(body.allergen_card.serial_number).not.toBe('ignored');

    const again = await saveProfile(b, allergenForm(customer.id, nf(), { allergens: ['Egg'], has_custom_allergen: false, custom_allergen: 'Kiwi', carries_epinephrine: false }));
    expect(again.statusCode).toBe(200);
    expect(again.json().customer).toMatchObject({ allergens: ['Egg'], carries_epinephrine: false });
    expect(again.json().allergen_card.serial_number).toBe(body.allergen_card.serial_number);

    const info = await b.info(nf(), customer.id);
    expect(info.json()).toEqual({ customer: again.json().customer, allergen_card: again.json().allergen_card });
  });

  it('takes an empty list, and a custom allergen naming a listed one as that one', async () => {
    const { b, customer } = await signedUp();
    const none = await saveProfile(b, allergenForm(customer.id, nf(), { allergens: [], has_custom_allergen: false, custom_allergen: undefined }));
    expect(none.statusCode).toBe(200);
    expect(none.json().customer.allergens).toEqual([]);
    const listed = await saveProfile(b, allergenForm(customer.id, nf(), { allergens: ['Milk', 'Milk'], custom_allergen: 'tree nuts' }));
    expect(listed.json().customer.allergens).toEqual(['Milk', 'Tree Nuts']);
  });

  it('gives every card its own serial', async () => {
    const serials = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { b, customer } = await signedUp();
      serials.add((await saveProfile(b, allergenForm(customer.id, nf()))).json().allergen_card.serial_number);
    }
    expect(serials.size).toBe(3);
  });

  it('answers 400 with field errors for missing fields', async () => {
    const { b, customer } = await signedUp();
    const res = await saveProfile(b, { customer_id: customer.id, site_id: nf() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      fieldErrors({
        allergens: 'Use a list of allergens.',
        contact_name: 'An emergency contact name is required',
        contact_number: 'A phone number is required',
        carries_epinephrine: 'Use true or false.',
      }),
    );
    const blank = await saveProfile(b, allergenForm(customer.id, nf(), { contact_name: '  ', contact_number: '', custom_allergen: ' ' }));
    expect(blank.json().errors).toEqual({ contact_name: 'An emergency contact name is required', contact_number: 'A phone number is required', custom_allergen: 'Please enter your other allergen' });
    const noCustom = await saveProfile(b, allergenForm(customer.id, nf(), { custom_allergen: null }));
    expect(noCustom.json().errors).toEqual({ custom_allergen: 'Please enter your other allergen' });
  });

  it('answers 400 with the rule messages for malformed fields', async () => {
    const { b, customer } = await signedUp();
    const res = await saveProfile(
      b,
      allergenForm(customer.id, nf(), { allergens: ['Milk', 'Bananas'], contact_name: "O'Neil", contact_number: '(413) 555 - 01AB', carries_epinephrine: 'yes', has_custom_allergen: 'true' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'allergens.1': 'Please choose allergens from the list',
      contact_name: 'An emergency contact name must only contain letters, numbers and spaces',
      contact_number: 'A phone number must only contain numbers',
      carries_epinephrine: 'Use true or false.',
      has_custom_allergen: 'Use true or false.',
    });
    expect((await saveProfile(b, allergenForm(customer.id, nf(), { allergens: 'Milk' }))).json().errors).toEqual({ allergens: 'Use a list of allergens.' });
    expect((await saveProfile(b, allergenForm(customer.id, nf(), { contact_number: '413555011' }))).json().errors).toEqual({ contact_number: 'Please enter a valid phone number' });
    expect((await saveProfile(b, allergenForm(customer.id, nf(), { customer_id: 'me' }))).statusCode).toBe(400);
  });

  it('answers 400 for oversized fields', async () => {
    const { b, customer } = await signedUp();
    const res = await saveProfile(
      b,
      allergenForm(customer.id, nf(), { contact_name: 'a'.repeat(61), custom_allergen: 'm'.repeat(61) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      contact_name: 'An emergency contact name must be at most 60 characters',
      custom_allergen: 'An allergen must be at most 60 characters',
    });
    const many = await saveProfile(b, allergenForm(customer.id, nf(), { allergens: Array.from({ length: 23 }, () => 'Milk') }));
    expect(many.json().errors).toEqual({ allergens: 'Too many allergens.' });
    const huge = await saveProfile(b, allergenForm(customer.id, nf(), { contact_name: 'a'.repeat(20_000), custom_allergen: 'b'.repeat(20_000), serial_number: 'c'.repeat(20_000) }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({ contact_name: 'Too long.', custom_allergen: 'Too long.', serial_number: 'Too long.' });
  });

  it('answers 400 for hostile fields, and stores nothing', async () => {
    const { b, customer } = await signedUp();
    const res = await saveProfile(
      b,
      allergenForm(customer.id, nf(), { contact_name: 'Grace\u0000Hopper', custom_allergen: '<img src=x onerror=alert(1)>', allergens: ['Milk\ud800'], __proto__: { isAdmin: true }, admin: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      contact_name: 'Must not contain NUL characters or broken Unicode (unpaired surrogates).',
      custom_allergen: "An allergen must only contain letters, numbers, spaces and - , . ' ( ) /",
      'allergens.0': 'Please choose allergens from the list',
      admin: 'This field is not allowed.',
    });
    const sqlish = await saveProfile(b, allergenForm(customer.id, nf(), { custom_allergen: "Milk'); DROP TABLE customers;--" }));
    expect(sqlish.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.allergens).toEqual([]);
    expect(row?.allergen_card_serial).toBeNull();
    const notJson = await b.send({ method: 'POST', url: '/v1/customer/update_allergen_profile', payload: 'allergens=Milk', headers: { 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBe(415);
  });

  it("is a 403 for another customer's id, and changes nothing", async () => {
    const mine = await signedUp();
    const theirs = await signedUp();
    const res = await saveProfile(mine.b, allergenForm(theirs.customer.id, nf()));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', msg: NOT_YOUR_ACCOUNT });
    expect((await theirs.b.info(nf(), theirs.customer.id)).json()).toMatchObject({ customer: { allergens: [] }, allergen_card: null });
  });

  it("is a 401 without a session, or with another site's session", async () => {
    const res = await saveProfile(browser(t), allergenForm(1, nf()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', msg: LOG_IN_FIRST });
    const { b, customer } = await signedUp(lk());
    const elsewhere = await saveProfile(b, allergenForm(customer.id, nf()));
    expect(elsewhere.statusCode).toBe(401);
  });

  it('is refused cross-site before anything happens', async () => {
    const { b, customer } = await signedUp();
    const res = await b.post('/v1/customer/update_allergen_profile', allergenForm(customer.id, nf()), { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect((await b.info(nf(), customer.id)).json().allergen_card).toBeNull();
  });

  it('is a 404 on a site without the allergen card, and without customer login', async () => {
    const { b, customer } = await signedUp(lk());
    const res = await saveProfile(b, allergenForm(customer.id, lk()));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: NO_ALLERGEN_CARD });
    expect((await b.info(lk(), customer.id)).json().allergen_card).toBeNull();
    const none = await saveProfile(browser(t), allergenForm(1, siteIds.pinecrest));
    expect(none.json()).toEqual({ status: 'error', msg: NO_CUSTOMER_LOGIN });
  });
});

describe('POST /v1/customer/food_insecurity', () => {
  it('saves the opt-in, and the opt-out, with when it was answered', async () => {
    const { b, customer } = await signedUp();
    expect((await b.info(nf(), customer.id)).json().customer.food_insecurity).toBe(false);
    const res = await setFoodInsecurity(b, { customer_id: customer.id, site_id: nf(), food_insecurity: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ customer: expect.objectContaining({ id: customer.id, food_insecurity: true }), msg: 'Your Food Insecurity preferences have been updated.' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.food_insecurity_updated_at?.toISOString()).toBe(TODAY.toISOString());
    const out = await setFoodInsecurity(b, { customer_id: customer.id, site_id: nf(), food_insecurity: false });
    expect(out.json().customer.food_insecurity).toBe(false);
  });

  it('answers 400 with field errors for missing, malformed, oversized and hostile input', async () => {
    const { b, customer } = await signedUp();
    const missing = await setFoodInsecurity(b, { customer_id: customer.id, site_id: nf() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(fieldErrors({ food_insecurity: 'Use true or false.' }));
    for (const value of ['true', 1, null, 'x'.repeat(20_000), { $ne: false }]) {
      const res = await setFoodInsecurity(b, { customer_id: customer.id, site_id: nf(), food_insecurity: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ food_insecurity: 'Use true or false.' });
    }
    const extra = await setFoodInsecurity(b, { customer_id: customer.id, site_id: nf(), food_insecurity: true, 'constructor': 'x' });
    expect(extra.json().errors).toEqual({ constructor: 'This field is not allowed.' });
    expect((await b.info(nf(), customer.id)).json().customer.food_insecurity).toBe(false);
  });

  it("is a 403 for another customer's id, a 401 with another site's session, a 404 without the flag", async () => {
    const mine = await signedUp();
    const theirs = await signedUp();
    const idor = await setFoodInsecurity(mine.b, { customer_id: theirs.customer.id, site_id: nf(), food_insecurity: true });
    expect(idor.statusCode).toBe(403);
    expect((await theirs.b.info(nf(), theirs.customer.id)).json().customer.food_insecurity).toBe(false);
    const other = await signedUp(lk());
    expect((await setFoodInsecurity(other.b, { customer_id: other.customer.id, site_id: nf(), food_insecurity: true })).statusCode).toBe(401);
    const noFlag = await setFoodInsecurity(other.b, { customer_id: other.customer.id, site_id: lk(), food_insecurity: true });
    expect(noFlag.statusCode).toBe(404);
    expect(noFlag.json()).toEqual({ status: 'error', msg: NO_FOOD_INSECURITY });
    const crossSite = await mine.b.post('/v1/customer/food_insecurity', { customer_id: mine.customer.id, site_id: nf(), food_insecurity: true }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('GET /v1/customer/allergen_card (PDF)', () => {
  it('answers a wallet-size card with the name, allergens, emergency contact, epinephrine and site', async () => {
    const { b, customer } = await signedUp(nf(), { first_name: 'Zoë', last_name: 'Núñez' });
    await saveProfile(b, allergenForm(customer.id, nf()));
    const res = await cardPdf(b, nf(), customer.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="allergen-card-zoe-nunez.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 243, height: 153 });
    expect(doc.getTitle()).toBe('Allergen card: Zoë Núñez');
    expect(await pdfLines(pdf)).toEqual(['ALLERGEN CARD', 'Northfield University', 'Zoë Núñez', 'ALLERGIES', 'Milk, Peanuts, Mustard', 'Carries epinephrine: YES', 'EMERGENCY CONTACT', 'Grace Hopper, (413) 555-0111']);
  });

  // The card is read in an emergency: a name prints in its own script, never as '?'.
  const printed = async (name: { first_name: string; last_name: string }, profile: Record<string, unknown>) => {
    const { b, customer } = await signedUp(nf(), name);
    await saveProfile(b, allergenForm(customer.id, nf(), profile));
    const res = await cardPdf(b, nf(), customer.id);
    expect(res.statusCode).toBe(200);
    // Every glyph embedded can be drawn: a broken font file still extracts its text but prints nothing.
    for (const glyphs of Object.values(await unreadableGlyphs(res.rawPayload))) expect(glyphs).toEqual([]);
    return res.rawPayload;
  };

  it('prints Chinese, Japanese and Korean names as written', async () => {
    const pdf = await printed({ first_name: '李', last_name: '小龍' }, { contact_name: '김민준', custom_allergen: 'さくらんぼ' });
    expect(await pdfLines(pdf)).toEqual(['ALLERGEN CARD', 'Northfield University', '李 小龍', 'ALLERGIES', 'Milk, Peanuts, さくらんぼ', 'Carries epinephrine: YES', 'EMERGENCY CONTACT', '김민준, (413) 555-0111']);
    expect((await PDFDocument.load(pdf)).getTitle()).toBe('Allergen card: 李 小龍');
    // Only the characters used are embedded: the card stays a small download.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('prints Greek, Cyrillic, Vietnamese and Polish names as written', async () => {
    const pdf = await printed({ first_name: 'Ελένη', last_name: 'Παπαδοπούλου' }, { contact_name: 'Дмитрий Иванов', custom_allergen: 'Đậu phộng' });
    expect(await pdfLines(pdf)).toEqual(['ALLERGEN CARD', 'Northfield University', 'Ελένη Παπαδοπούλου', 'ALLERGIES', 'Milk, Peanuts, Đậu phộng', 'Carries epinephrine: YES', 'EMERGENCY CONTACT', 'Дмитрий Иванов, (413) 555-0111']);
    const polish = await printed({ first_name: 'Łukasz', last_name: 'Żółć' }, {});
    expect((await pdfLines(polish))[2]).toBe('Łukasz Żółć');
  });

  it('prints Arabic and Hebrew names as written, right to left', async () => {
    const pdf = await printed({ first_name: 'محمد', last_name: 'علي' }, { contact_name: 'דוד כהן', custom_allergen: 'سمسم' });
    expect(await pdfLines(pdf)).toEqual(['ALLERGEN CARD', 'Northfield University', 'محمد علي', 'ALLERGIES', 'Milk, Peanuts, سمسم', 'Carries epinephrine: YES', 'EMERGENCY CONTACT', 'דוד כהן, (413) 555-0111']);
    // Their glyphs are laid right to left, so each such run also carries its text in reading order.
    expect(pdfActualTexts(pdf)).toEqual(['محمد علي', 'سمسم', 'דוד כהן']);
  });

  it('prints a Devanagari name as written, its reading order kept for readers that copy the text', async () => {
    const pdf = await printed({ first_name: 'प्रिया', last_name: 'शर्मा' }, { has_custom_allergen: false });
    expect(pdfActualTexts(pdf)).toEqual(['प्रिया शर्मा']);
    const lines = await pdfLines(pdf);
    expect(lines.slice(0, 2)).toEqual(['ALLERGEN CARD', 'Northfield University']);
    expect(lines.slice(3)).toEqual(['ALLERGIES', 'Milk, Peanuts', 'Carries epinephrine: YES', 'EMERGENCY CONTACT', 'Grace Hopper, (413) 555-0111']);
    // pdf.js reads glyphs in drawing order, where the vowel sign ि comes before its consonants; the characters are all there.
    expect([...(lines[2] ?? '')].sort()).toEqual([...'प्रिया शर्मा'].sort());
  });

  it('prints a letter of a script it has no font for as ? without failing', async () => {
    const pdf = await printed({ first_name: 'Ada', last_name: 'Lovelace' }, { custom_allergen: 'ถั่ว' });
    expect((await pdfLines(pdf))[4]).toBe('Milk, Peanuts, ????');
  });

  it('is a 404 before the profile is saved and on a site without the card', async () => {
    const { b, customer } = await signedUp();
    const res = await cardPdf(b, nf(), customer.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: NO_CARD_YET });
    const other = await signedUp(lk());
    expect((await cardPdf(other.b, lk(), other.customer.id)).json()).toEqual({ status: 'error', msg: NO_ALLERGEN_CARD });
  });

  it("is a 403 for another customer's card, a 401 without a session or with another site's, a 400 for a bad query", async () => {
    const mine = await signedUp();
    const theirs = await signedUp();
    await saveProfile(theirs.b, allergenForm(theirs.customer.id, nf()));
    const idor = await cardPdf(mine.b, nf(), theirs.customer.id);
    expect(idor.statusCode).toBe(403);
    expect(idor.headers['content-type']).toContain('application/json');
    expect((await cardPdf(browser(t), nf(), theirs.customer.id)).statusCode).toBe(401);
    const other = await signedUp(lk());
    expect((await cardPdf(other.b, nf(), other.customer.id)).statusCode).toBe(401);
    for (const id of ['abc', '-1', '1e400', '%00', 'x'.repeat(5000)]) {
      const bad = await cardPdf(mine.b, nf(), id);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('customer_id');
    }
    const missing = await mine.b.get(`/v1/customer/allergen_card?site_id=${nf()}`);
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /v1/pass/allergen_card without pass-signing settings', () => {
  it('is a 404, and customer/info says no pass is offered', async () => {
    const { b, customer } = await signedUp();
    const saved = await saveProfile(b, allergenForm(customer.id, nf()));
    expect(saved.json().allergen_card.wallet_pass).toBe(false);
    const res = await walletPass(b, nf(), customer.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: NO_WALLET_PASS });
    expect((await b.info(nf(), customer.id)).json().allergen_card.wallet_pass).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import { ALLERGEN_MESSAGES, profileAllergens } from '@commons/domain';
import type { AllergenCard, AllergenProfileBody, Customer, FoodInsecurityBody } from '@commons/contract';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import type { CustomerRow, CustomersRepo } from './customers.repo.ts';
import { findLoginSite, toCustomer } from './customers.service.ts';
import { cardContent, cardFileName } from './allergen-card/card-content.ts';
import { allergenCardPdf } from './allergen-card/card-pdf.ts';
import type { PassSigning } from './allergen-card/pass-settings.ts';
import { walletPass } from './allergen-card/wallet-pass.ts';

export const NO_ALLERGEN_CARD = 'This site has no allergen card.';
export const NO_FOOD_INSECURITY = 'This site has no food insecurity preferences.';
export const NO_CARD_YET = 'Save your allergen preferences first.';
export const NO_WALLET_PASS = 'Apple Wallet passes are not offered.';

/** The site features these calls belong to. */
type Feature = 'allergen_card' | 'food_insecurity';
const featureMissing: Record<Feature, string> = { allergen_card: NO_ALLERGEN_CARD, food_insecurity: NO_FOOD_INSECURITY };

/** A new card serial: 128 random bits, base64url (22 characters). */
const newSerial = () => randomBytes(16).toString('base64url');

export interface CardFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The Allergens and Food Insecurity tabs (docs/product/accounts.md#allergen-profile, docs/product/api.md#accounts): the allergen profile and the card it
 * issues (PDF, Apple Wallet pass), and the confidential food assistance opt-in. The routes check
 * the session; this checks the site's feature and does the work.
 */
export function allergenProfileService(repo: CustomersRepo, sites: SitesRepo, passSigning: PassSigning | null, clock: () => Date) {
  function cardOf(customer: CustomerRow, site: SiteRow): AllergenCard {
    if (!site.flags.allergen_card || !customer.allergen_card_serial) return null;
    return { serial_number: customer.allergen_card_serial, wallet_pass: passSigning !== null };
  }

  /** The customer's issued card on `site`, with what it says. */
  function issued(customer: CustomerRow, site: SiteRow) {
    const serial = customer.allergen_card_serial;
    if (!serial) throw notFound(NO_CARD_YET);
    return cardContent({ ...customer, allergen_card_serial: serial }, site);
  }

  const saved = (row: CustomerRow | undefined): CustomerRow => {
    // The row was found by its session a moment ago; gone now means the account was deleted meanwhile.
    if (!row) throw new AppError('unauthorized', 'Please log in.');
    return row;
  };

  return {
    /** A site with customer login and `feature` on; any other is not found (before the session is looked at). */
    async siteWith(siteId: number, feature: Feature): Promise<SiteRow> {
      const site = await findLoginSite(sites, siteId);
      if (!site.flags[feature]) throw notFound(featureMissing[feature]);
      return site;
    },

    /** The card `customer/info` reports on `site` (the session's, as the session check read it): null without the flag or before the first save. */
    cardFor(customer: CustomerRow, site: SiteRow): AllergenCard {
      return cardOf(customer, site);
    },

    async updateProfile(customer: CustomerRow, site: SiteRow, body: AllergenProfileBody): Promise<{ customer: Customer; allergen_card: AllergenCard; msg: string }> {
      const changes = {
        allergens: profileAllergens(body.allergens, body.custom_allergen),
        contact_name: body.contact_name,
        contact_number: body.contact_number,
        carries_epinephrine: body.carries_epinephrine,
      };
      const updated = saved(await repo.updateAllergenProfile(customer.id, changes, newSerial(), clock()));
      return { customer: toCustomer(updated), allergen_card: cardOf(updated, site), msg: ALLERGEN_MESSAGES.updated };
    },

    async setFoodInsecurity(customer: CustomerRow, body: FoodInsecurityBody): Promise<{ customer: Customer; msg: string }> {
      const updated = saved(await repo.setFoodInsecurity(customer.id, body.food_insecurity, clock()));
      return { customer: toCustomer(updated), msg: ALLERGEN_MESSAGES.foodInsecurityUpdated };
    },

    async cardPdf(customer: CustomerRow, site: SiteRow): Promise<CardFile> {
      const card = issued(customer, site);
      return { fileName: cardFileName(card.name, 'pdf'), bytes: await allergenCardPdf(card, clock()) };
    },

    /** Is a wallet pass offered at all? Checked before the session, like a missing feature. */
    get offersWalletPass(): boolean {
      return passSigning !== null;
    },

    walletPass(customer: CustomerRow, site: SiteRow): CardFile {
      if (!passSigning) throw notFound(NO_WALLET_PASS);
      const card = issued(customer, site);
      return { fileName: cardFileName(card.name, 'pkpass'), bytes: walletPass(card, passSigning, clock()) };
    },
  };
}
export type AllergenProfileService = ReturnType<typeof allergenProfileService>;

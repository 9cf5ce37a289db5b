import type { FastifyInstance, FastifyReply } from 'fastify';
import { getAllergenCard, getAllergenWalletPass, postFoodInsecurity, postUpdateAllergenProfile } from '@commons/contract';
import { ALREADY_SENT, contractRoute } from '../../platform/contract-route.ts';
import { notFound } from '../../platform/app-error.ts';
import type { AllergenProfileService, CardFile } from './allergen-profile.service.ts';
import { NO_WALLET_PASS } from './allergen-profile.service.ts';
import { PKPASS_CONTENT_TYPE } from './allergen-card/wallet-pass.ts';
import type { AuthorizeCall } from './authorize-call.ts';

function sendFile(reply: FastifyReply, file: CardFile, contentType: string): typeof ALREADY_SENT {
  // The name is ASCII letters, digits and hyphens only (cardFileName), so it needs no quoting rules.
  reply.header('content-disposition', `attachment; filename="${file.fileName}"`).type(contentType).send(Buffer.from(file.bytes));
  return ALREADY_SENT;
}

/**
 * The Allergens and Food Insecurity tabs' calls. Register in the customer calls' scope (cookies,
 * no-store answers, cross-site writes refused), after customersRoutes.
 */
export function allergenProfileRoutes(app: FastifyInstance, profiles: AllergenProfileService, authorized: AuthorizeCall) {
  contractRoute(app, postUpdateAllergenProfile, async ({ body, request, reply }) => {
    const site = await profiles.siteWith(body.site_id, 'allergen_card');
    const { customer } = await authorized(request, reply, body.site_id, body.customer_id);
    return profiles.updateProfile(customer, site, body);
  });

  contractRoute(app, postFoodInsecurity, async ({ body, request, reply }) => {
    await profiles.siteWith(body.site_id, 'food_insecurity');
    const { customer } = await authorized(request, reply, body.site_id, body.customer_id);
    return profiles.setFoodInsecurity(customer, body);
  });

  contractRoute(app, getAllergenCard, async ({ query, request, reply }) => {
    const site = await profiles.siteWith(query.site_id, 'allergen_card');
    const { customer } = await authorized(request, reply, query.site_id, query.customer_id);
    return sendFile(reply, await profiles.cardPdf(customer, site), 'application/pdf');
  });

  contractRoute(app, getAllergenWalletPass, async ({ query, request, reply }) => {
    const site = await profiles.siteWith(query.site_id, 'allergen_card');
    if (!profiles.offersWalletPass) throw notFound(NO_WALLET_PASS);
    const { customer } = await authorized(request, reply, query.site_id, query.customer_id);
    return sendFile(reply, profiles.walletPass(customer, site), PKPASS_CONTENT_TYPE);
  });
}

import type { FastifyInstance } from 'fastify';
import { postRequestPasswordReset, putCustomerPassword, putStaffPassword } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { refuseCrossSiteWrites } from '../../platform/cross-site.ts';
import type { PasswordResetService } from './password-reset.service.ts';

/**
 * Password reset (docs/product/accounts.md#password-reset, docs/product/api.md#accounts): asking for a link, and setting a password with one, for
 * customers and staff. Writes from another site's pages are refused; no answer is cached.
 */
export function passwordResetRoutes(app: FastifyInstance, resets: PasswordResetService, publicBaseUrl: string): void {
  refuseCrossSiteWrites(app, publicBaseUrl);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, postRequestPasswordReset, async ({ body, request }) => resets.requestCustomerReset(body, request.ip));
  contractRoute(app, putCustomerPassword, async ({ body, request }) => resets.resetCustomerPassword(body, request.ip));
  contractRoute(app, putStaffPassword, async ({ body, request }) => resets.resetStaffPassword(body, request.ip));
}

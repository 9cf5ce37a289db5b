import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { mayUse, type StaffTarget } from '@commons/domain';
import { CONSOLE_MESSAGES as M, type ConsoleRouteDef } from '@commons/contract/console';
import { AppError } from '../../platform/app-error.ts';
import { contractRoute, type RouteInput } from '../../platform/contract-route.ts';
import type { AuditAuthor } from './audit-trail.ts';
import { clearConsoleCookie, consoleTokenOf } from './console-cookie.ts';
import type { ConsoleSessions } from './console-sessions.ts';
import type { CheckedSession } from './staff-accounts.repo.ts';

/** The person behind a console call, as their session is now. */
export type ConsoleCaller = CheckedSession & { tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The console call's checked session (console-route.ts), before its handler runs. */
    consoleCaller?: ConsoleCaller;
  }
}

/** A console handler's input: the call's parts and who made it. */
export type ConsoleInput<R extends ConsoleRouteDef> = RouteInput<R> & { caller: ConsoleCaller; author: AuditAuthor };

/** The site and location a call acts on, as its parts name them (`site_id`, `location_id` in the path, query or body). */
function targetOf(...parts: unknown[]): StaffTarget {
  const target: StaffTarget = {};
  for (const part of parts) {
    if (typeof part !== 'object' || part === null) continue;
    const { site_id, location_id } = part as { site_id?: unknown; location_id?: unknown };
    if (typeof site_id === 'number') target.site_id = site_id;
    if (typeof location_id === 'number') target.location_id = location_id;
  }
  return target;
}

/**
 * Registers the console's calls: before a handler runs, the call's session is checked (401
 * without one; 403 for a session that must first set up its second factor, unless the call is
 * part of that), its input validated (400), and its permission checked against the session's
 * grants as they are now, on the site and location the input names (403).
 */
export function consoleRouter(app: FastifyInstance, sessions: ConsoleSessions) {
  async function checkSession(request: FastifyRequest, def: ConsoleRouteDef): Promise<void> {
    const caller = await sessions.check(consoleTokenOf(request));
    if (!caller) throw new AppError('unauthorized', M.sessionNeeded);
    if (caller.stage !== 'full' && def.access !== 'enrolling') throw new AppError('forbidden', M.enrolmentNeeded);
    request.consoleCaller = caller;
  }

  /** Registers a call that needs a session (a call open to anyone, the login, is a plain contract route). */
  return function consoleRoute<R extends ConsoleRouteDef>(def: R, handler: (input: ConsoleInput<R>) => Promise<z.input<R['answer']>>, options: { bodyLimit?: number } = {}): void {
    if (def.access === 'anyone') throw new Error(`${def.method} ${def.path} needs no session: register it with contractRoute.`);
    contractRoute(
      app,
      def,
      async (input) => {
        const caller = input.request.consoleCaller;
        if (!caller) throw new AppError('unauthorized', M.sessionNeeded);
        if (typeof def.access === 'object' && !mayUse(caller.grants, def.access.permission, targetOf(input.params, input.query, input.body))) throw new AppError('forbidden', M.notAllowed);
        return handler({ ...input, caller, author: { staffUserId: caller.staffUserId, requestId: input.request.id } });
      },
      {
        ...options,
        preHandler: async (request, reply) => {
          try {
            await checkSession(request, def);
          } catch (error) {
            if (error instanceof AppError && error.code === 'unauthorized') clearConsoleCookie(request, reply);
            throw error;
          }
        },
      },
    );
  };
}
export type ConsoleRoute = ReturnType<typeof consoleRouter>;

import type { FastifyInstance } from 'fastify';
import { CONSOLE_MESSAGES as M, getConsoleSession, postConsoleLogin, postConsoleLogout, postNewRecoveryCodes, postSecondFactorConfirm, postSecondFactorSetup } from '@commons/contract/console';
import { AppError } from '../../platform/app-error.ts';
import { contractRoute } from '../../platform/contract-route.ts';
import { clearConsoleCookie, setConsoleCookie } from './console-cookie.ts';
import type { ConsoleLoginService } from './console-login.service.ts';
import type { ConsoleRoute } from './console-route.ts';
import type { ConsoleSessions } from './console-sessions.ts';
import type { SecondFactorService } from './second-factor.service.ts';

export interface ConsoleAuthDeps {
  consoleRoute: ConsoleRoute;
  sessions: ConsoleSessions;
  logins: ConsoleLoginService;
  secondFactor: SecondFactorService;
  clock: () => Date;
}

/** Login, logout, the session, and the second factor's setup (docs/product/console.md#sessions). */
export function consoleAuthRoutes(app: FastifyInstance, { consoleRoute, sessions, logins, secondFactor, clock }: ConsoleAuthDeps) {
  contractRoute(app, postConsoleLogin, async ({ body, request, reply }) => {
    const { opened } = await logins.login(body, request.ip, request.id);
    const session = await sessions.check(opened.token);
    if (!session) throw new AppError('unauthorized', M.sessionNeeded);
    setConsoleCookie(request, reply, opened.token, opened.endsAt, clock());
    return sessions.answer(session);
  });

  consoleRoute(postConsoleLogout, async ({ request, reply, caller }) => {
    await sessions.end(caller, request.id);
    clearConsoleCookie(request, reply);
    return { msg: M.signedOut };
  });

  consoleRoute(getConsoleSession, async ({ caller }) => sessions.answer(caller));

  consoleRoute(postSecondFactorSetup, async ({ caller, author }) => secondFactor.setup(caller, author));

  consoleRoute(postSecondFactorConfirm, async ({ body, caller, author }) => {
    const codes = await secondFactor.confirm(caller, body.totp, author);
    return { session: await sessions.answer({ ...caller, stage: 'full', hasSecondFactor: true, pendingTotpSecret: null, recoveryCodesLeft: codes.length }), recovery_codes: codes };
  });

  consoleRoute(postNewRecoveryCodes, async ({ caller, author }) => ({ recovery_codes: await secondFactor.newRecoveryCodes(caller, author) }));
}

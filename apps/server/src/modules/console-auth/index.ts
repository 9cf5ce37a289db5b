export { consoleRouter, type ConsoleRoute, type ConsoleCaller, type ConsoleInput } from './console-route.ts';
export { recordAudit, withoutSecrets, type AuditAuthor, type AuditEntry } from './audit-trail.ts';
export { consoleSessions, type ConsoleSessions } from './console-sessions.ts';
export { staffAccountsRepo, type StaffAccountsRepo } from './staff-accounts.repo.ts';
export { consoleLoginService } from './console-login.service.ts';
export { secondFactorService } from './second-factor.service.ts';
export { consoleAuthRoutes } from './console-auth.routes.ts';
export { totpCodeAt } from './totp.ts';

export { staffMembersRepo } from './staff-members.repo.ts';
export { staffMembersService } from './staff-members.service.ts';
export { staffMembersRoutes } from './staff-members.routes.ts';
export { INVITATION_TTL_MS } from './invitation-mail.ts';

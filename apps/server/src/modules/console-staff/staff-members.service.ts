import type { z } from 'zod';
import { STAFF_MESSAGES as S, type grantBody, type inviteBody, type StaffMember } from '@commons/contract/console';
import { AppError, invalid, notFound } from '../../platform/app-error.ts';
import type { MailOutbox } from '../../platform/mail/index.ts';
import { recordAudit, type AuditAuthor } from '../console-auth/index.ts';
import { staleWrite, type ActivityRepo } from '../console-activity/index.ts';
import { newResetKey, resetKeyHash } from '../password-reset/password-reset.service.ts';
import type { ResetKeysRepo } from '../password-reset/reset-keys.repo.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import { invitationMail, INVITATION_TTL_MS } from './invitation-mail.ts';
import type { GrantValues, StaffMembersRepo } from './staff-members.repo.ts';

type Grant = z.output<typeof grantBody>;
type Runner = Parameters<Parameters<MailOutbox['inTransaction']>[0]>[0];

export interface StaffMembersDeps {
  repo: StaffMembersRepo;
  sites: SitesRepo;
  keys: ResetKeysRepo;
  activity: ActivityRepo;
  mail: MailOutbox;
  clock: () => Date;
  publicBaseUrl: string;
}

/** Staff accounts belong to no site: a stale change to one is told in UTC. */
const PLATFORM_CLOCK = { time_zone: 'UTC' };
const NO_SUCH_PERSON = 'No staff account has this id.';
const NO_SUCH_GRANT = 'This person has no such role.';

/** Inviting staff and changing who may do what (docs/product/console.md#staff). Each write is one audit event. */
export function staffMembersService({ repo, sites, keys, activity, mail, clock, publicBaseUrl }: StaffMembersDeps) {
  /** A grant's values once checked against the data: its site exists, its locations are the site's. */
  async function checkedGrant(runner: Runner, grant: Grant): Promise<GrantValues> {
    if (grant.site_id !== null && !(await sites.findById(grant.site_id))) throw invalid('Please check the highlighted fields.', { site_id: 'No site has this id.' });
    const locationIds = grant.role === 'location_manager' ? [...new Set(grant.location_ids ?? [])] : null;
    if (locationIds && grant.site_id !== null && (await repo.locationsOf(runner, grant.site_id, locationIds)).length !== locationIds.length) {
      throw invalid('Please check the highlighted fields.', { location_ids: S.unknownLocation });
    }
    return { role: grant.role, site_id: grant.site_id, location_ids: locationIds, health_data: grant.role === 'service_desk' && grant.health_data };
  }

  async function answer(runner: Runner, staffId: number): Promise<StaffMember> {
    const member = await repo.one(runner, staffId);
    if (!member) throw notFound(NO_SUCH_PERSON);
    return member;
  }

  const audit = (runner: Runner, author: AuditAuthor, siteId: number | null, entity: string, id: number, action: string, before: unknown, after: unknown) =>
    recordAudit(runner, author, { site_id: siteId, entity, entity_id: id, action, before, after }, clock());

  return {
    ofSite: (siteId: number) => repo.ofSite(siteId),
    siteLocations: (siteId: number) => repo.siteLocations(siteId),
    all: () => repo.all(),

    /**
     * Invites a person with a first role: the account of that address (a new one without a
     * password), the role, and a message with a 7-day link that sets the password, in one
     * transaction with its audit event.
     */
    async invite(body: z.output<typeof inviteBody>, author: AuditAuthor): Promise<StaffMember> {
      const site = body.grant.site_id === null ? undefined : await sites.findById(body.grant.site_id);
      return mail.inTransaction(async (tx, queue) => {
        const values = await checkedGrant(tx, body.grant);
        const { id, isNew } = await repo.findOrCreate(tx, body.email, body.name);
        if (await repo.holds(tx, id, values)) throw new AppError('conflict', S.alreadyGranted, { email: S.alreadyGranted });
        const grant = await repo.addGrant(tx, id, values);
        const key = newResetKey();
        const now = clock();
        await keys.insert(tx, { keyHash: resetKeyHash(key), kind: 'staff', accountId: id, siteId: null, now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) });
        await audit(tx, author, values.site_id, 'staff_grant', grant.id, 'invite', null, { staff_user_id: id, email: body.email, name: body.name, new_account: isNew, ...values });
        const link = `${publicBaseUrl.replace(/\/+$/, '')}/resetPassword/${key}`;
        await queue(invitationMail(body.email, body.name, values.role, site, link, publicBaseUrl));
        return answer(tx, id);
      });
    },

    async addGrant(staffId: number, grant: Grant, author: AuditAuthor): Promise<StaffMember> {
      return mail.inTransaction(async (tx) => {
        if (!(await repo.one(tx, staffId))) throw notFound(NO_SUCH_PERSON);
        const values = await checkedGrant(tx, grant);
        if (await repo.holds(tx, staffId, values)) throw new AppError('conflict', S.alreadyGranted, { role: S.alreadyGranted });
        const row = await repo.addGrant(tx, staffId, values);
        await audit(tx, author, values.site_id, 'staff_grant', row.id, 'create', null, row);
        return answer(tx, staffId);
      });
    },

    async changeGrant(staffId: number, grantId: number, body: { grant: Grant; version: number }, author: AuditAuthor): Promise<StaffMember> {
      return mail.inTransaction(async (tx) => {
        const before = await repo.grant(tx, grantId, staffId);
        if (!before) throw notFound(NO_SUCH_GRANT);
        const values = await checkedGrant(tx, { ...body.grant, site_id: before.site_id });
        if ((before.role === 'platform_admin') !== (values.role === 'platform_admin')) throw invalid('Please check the highlighted fields.', { role: 'A platform admin role cannot become a site role or the other way round: give a new role and take this one away.' });
        if (before.role === 'platform_admin' && staffId === author.staffUserId) throw invalid(S.ownAccount);
        if (await repo.holds(tx, staffId, values, grantId)) throw new AppError('conflict', S.alreadyGranted, { role: S.alreadyGranted });
        const after = await repo.changeGrant(tx, grantId, body.version, values);
        if (!after) throw await staleWrite(activity, 'this role', [{ entity: 'staff_grant', id: grantId }], PLATFORM_CLOCK, clock());
        await audit(tx, author, before.site_id, 'staff_grant', grantId, 'update', before, after);
        return answer(tx, staffId);
      });
    },

    async removeGrant(staffId: number, grantId: number, version: number, author: AuditAuthor): Promise<StaffMember> {
      return mail.inTransaction(async (tx) => {
        const before = await repo.grant(tx, grantId, staffId);
        if (!before) throw notFound(NO_SUCH_GRANT);
        if (before.role === 'platform_admin' && staffId === author.staffUserId) throw invalid(S.ownAccount);
        if (!(await repo.removeGrant(tx, grantId, version))) throw await staleWrite(activity, 'this role', [{ entity: 'staff_grant', id: grantId }], PLATFORM_CLOCK, clock());
        await audit(tx, author, before.site_id, 'staff_grant', grantId, 'delete', before, null);
        return answer(tx, staffId);
      });
    },

    async setActive(staffId: number, body: { active: boolean; version: number }, author: AuditAuthor): Promise<StaffMember> {
      if (staffId === author.staffUserId) throw invalid(S.ownAccount);
      return mail.inTransaction(async (tx) => {
        const before = await repo.one(tx, staffId);
        if (!before) throw notFound(NO_SUCH_PERSON);
        if (!(await repo.setActive(tx, staffId, body.version, body.active, clock()))) throw await staleWrite(activity, 'this account', [{ entity: 'staff_user', id: staffId }], PLATFORM_CLOCK, clock());
        await audit(tx, author, null, 'staff_user', staffId, body.active ? 'activate' : 'deactivate', { active: before.active }, { active: body.active });
        return answer(tx, staffId);
      });
    },
  };
}
export type StaffMembersService = ReturnType<typeof staffMembersService>;

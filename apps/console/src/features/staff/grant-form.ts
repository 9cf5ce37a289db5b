import { z } from 'zod';
import { STAFF_MESSAGES, type GrantBody } from '@commons/contract/console';
import { ApiError } from '../../api/api-error.ts';
import { GRANT_ROLES, type GrantRole } from './role-words.ts';

/**
 * The role part of the invitation and of a role's change, as the form holds it: the site's id as
 * text, for a select ('' for none: the platform admin role holds for every site), and location
 * ids as text, for checkboxes.
 */
export const grantFields = {
  role: z.enum(GRANT_ROLES, { error: 'Choose a role.' }),
  site_id: z.string(),
  location_ids: z.array(z.string()),
  health_data: z.boolean(),
};

export interface GrantFieldValues {
  role: GrantRole;
  site_id: string;
  location_ids: string[];
  health_data: boolean;
}

/** The grant's fields in the form's order, for the server's field errors. */
export const GRANT_FIELDS = ['role', 'site_id', 'location_ids', 'health_data'] as const;

/** A site role needs its site, a location manager at least one location (the server says the same; the form says it first). */
export function checkGrant(values: GrantFieldValues, ctx: z.RefinementCtx): void {
  if (values.role !== 'platform_admin' && values.site_id === '') ctx.addIssue({ code: 'custom', path: ['site_id'], message: STAFF_MESSAGES.siteNeeded });
  if (values.role === 'location_manager' && values.location_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['location_ids'], message: STAFF_MESSAGES.locationsNeeded });
}

/** The grant the API takes: no site for a platform admin, locations only for a location manager, health forms only for service desk. */
export const grantBodyOf = (values: GrantFieldValues): GrantBody =>
  values.role === 'platform_admin'
    ? { role: values.role, site_id: null, location_ids: null, health_data: false }
    : {
        role: values.role,
        site_id: Number(values.site_id),
        location_ids: values.role === 'location_manager' ? values.location_ids.map(Number) : null,
        health_data: values.role === 'service_desk' && values.health_data,
      };

/** A failed call with its field errors renamed from the API's `grant.role` to the form's `role`. */
export function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(([key, message]) => [key.replace(/^grant\./, ''), message]));
  return new ApiError(error.status, error.message, errors);
}

/** Whether a failure is a stale save: someone changed the row since it was read. */
export const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

import type { SubmissionKind } from './submissions.repo.ts';

const DAY_MS = 86_400_000;

/**
 * Days a submission is kept when the site sets nothing: feedback and help requests two years (a
 * team looks back over a year of comments), on-the-go orders 90 days (the order is long eaten),
 * health forms one year (sensitive; the dietitian keeps their own record).
 */
export const DEFAULT_RETENTION_DAYS: Record<SubmissionKind, number> = { feedback: 730, help: 730, health_form: 365, on_the_go: 90 };

/** The instant before which `kind` submissions of a site are deleted, by its `form_retention_days`. */
export function retentionCutoff(settings: Partial<Record<string, number>>, kind: SubmissionKind, now: Date): Date {
  const set = settings[kind];
  const days = typeof set === 'number' && Number.isInteger(set) && set >= 1 ? set : DEFAULT_RETENTION_DAYS[kind];
  return new Date(now.getTime() - days * DAY_MS);
}

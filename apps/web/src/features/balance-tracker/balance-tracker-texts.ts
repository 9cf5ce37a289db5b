import { formatMoney, type BalancePace, type TermDates, type TermProgress } from '@commons/domain';
import { longDateIn } from '../../ui/dates.ts';

/** A 'YYYY-MM-DD' calendar date as 'Friday, November 27, 2026'. */
export const longDate = (date: string): string => longDateIn(new Date(`${date}T12:00:00Z`), 'UTC');

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** The page's own words; the advice itself comes from the order form settings. */
export const BALANCE_TRACKER_TEXTS = {
  loadFailure: "We're sorry, but something went wrong.",
  loading: 'Loading meal plans…',
  noPlans: 'There are no meal plans to track yet. Check back when plans for the term are on sale.',
  planLabel: 'Meal plan',
  estimateHeading: (plan: string) => `Estimated left on ${plan} today`,
  estimateNote: 'If you spread your plan evenly over the term, this is about what you would have left today.',
  dollars: 'Dining dollars',
  swipes: 'Meal swipes',
  nothingToCount: 'This plan has no dining dollars or meal swipes to count down.',
  advice: { low: 'If your balance is running low', high: 'If your balance is running high', budget: 'How to stay on budget' },
  paceHeading: 'Check your real balance',
  paceIntro: (plan: string) => `Enter the dining dollars left on your ${plan} plan today to see how you compare with an even pace.`,
  paceField: 'Your balance today ($)',
  paceHint: 'Dollars and cents, such as 125 or 125.50.',
  paceSubmit: 'Check my pace',
  paceNotYet: (term: string, start: string) => `You can check your pace once ${term} begins on ${longDate(start)}.`,
} as const;

/** The header: today's date and the days left in the term the tracker judges by. */
export function termSentence(today: string, progress: TermProgress | null): string {
  const opening = `Today is ${longDate(today)}.`;
  if (!progress) return `${opening} There is no current or upcoming school term, so there is nothing left to estimate.`;
  const { term, isCurrent, daysLeft, lengthDays } = progress;
  if (!isCurrent) return `${opening} ${term.name} has not started yet: it runs ${days(lengthDays)}, from ${longDate(term.start)} to ${longDate(term.end)}.`;
  if (daysLeft === 1) return `${opening} There is 1 day left in ${term.name}: today is its last day.`;
  return `${opening} There are ${days(daysLeft)} left in ${term.name}.`;
}

/** A real balance's verdict, and when the money runs out at the rate spent so far. */
export function paceSentences(pace: BalancePace, balanceCents: number, planCents: number, term: TermDates): { verdict: string; runOut: string } {
  const balance = formatMoney(balanceCents);
  const expected = formatMoney(pace.expectedCents);
  const gap = formatMoney(Math.abs(pace.differenceCents));
  const verdict = {
    ahead: `You are ahead of the pace: ${balance} is ${gap} more than the ${expected} an even pace leaves today.`,
    behind: `You are behind the pace: ${balance} is ${gap} less than the ${expected} an even pace leaves today.`,
    'on-pace': `You are on pace: ${balance} is close to the ${expected} an even pace leaves today.`,
  }[pace.verdict];
  const runOut =
    pace.runsOutOn !== null
      ? `At the rate you have spent so far, your dining dollars run out on ${longDate(pace.runsOutOn)}${pace.runsOutOn === term.end ? `, the last day of ${term.name}` : `, before ${term.name} ends`}.`
      : balanceCents >= planCents
        ? 'You have not spent any of this plan’s dining dollars yet.'
        : `At the rate you have spent so far, your dining dollars last past the end of ${term.name}.`;
  return { verdict, runOut };
}

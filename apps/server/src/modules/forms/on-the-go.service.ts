import { ON_THE_GO_TEXTS as T, pickUpTimes } from '@commons/domain';
import type { OnTheGoBody } from '@commons/contract';
import { invalid, notFound } from '../../platform/app-error.ts';
import type { SiteRow } from '../sites/sites.repo.ts';
import { fieldsOf, type SubmissionDelivery } from './submission-delivery.ts';
import type { SubmissionsRepo } from './submissions.repo.ts';

/** On-the-go food order requests (docs/product/forms.md#on-the-go): an order to pick up at the site's on-the-go location. */
export function onTheGoService(repo: SubmissionsRepo, delivery: SubmissionDelivery, clock: () => Date) {
  /** The site's on-the-go location and the pick-up times it offers now; 404 when it takes no orders. */
  async function offer(site: SiteRow) {
    const location = site.flags.show_on_the_go ? await repo.onTheGoLocation(site.id) : undefined;
    if (!location) throw notFound(T.notOffered);
    return { location, times: pickUpTimes(await repo.openingSchedules(location.id), clock(), site.time_zone) };
  }

  return {
    async pickUpTimes(siteId: number) {
      const { location, times } = await offer(await delivery.publishedSite(siteId));
      return { location, times: times.map(({ value, label }) => ({ value, label })) };
    },

    async submit(body: OnTheGoBody): Promise<{ msg: string }> {
      const site = await delivery.publishedSite(body.site_id);
      const { location, times } = await offer(site);
      const pickUp = times.find((t) => t.value === body.pick_up);
      if (!pickUp) throw invalid(T.pickUpUnavailable, { pick_up: T.pickUpUnavailable });
      const fields = fieldsOf(body);
      await delivery.deliver(site, {
        kind: 'on_the_go',
        fields: { ...fields, location: location.id, location_name: location.name },
        formName: 'On-the-go order',
        senderName: body.name,
        answered: [
          ['Name', body.name],
          ['Email', body.email],
          ['Student ID', body.student_id],
          ['Meal plan', body.plan],
          ['Pick up', `${pickUp.label} (${pickUp.date}) at ${location.name}`],
          ['Entree', body.entree],
          ['Base', body.base],
          ['Protein', body.protein],
          ['Cheese', body.cheese],
          ['Dressing or sauce', body.dressing_sauce],
          ['Add-ons', body.addons.join(', ')],
          ['Side', body.sides],
          ['Drink', body.drink],
          ['Allergies', body.allergens.join(', ')],
          ['Other allergies', body.other_allergies],
          ['Comments', body.comments],
        ],
        // No captcha on this form: nothing goes to the address typed in (decisions/0024).
        noticeAfterCaptchaTo: null,
      });
      return { msg: T.success };
    },
  };
}
export type OnTheGoService = ReturnType<typeof onTheGoService>;

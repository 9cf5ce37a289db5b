/** Demo polls with the votes they already have, asked some days before today in each site's zone. */
import { surveyChoices, surveys, surveyVotes } from '../db/schema/index.ts';
import type { SeedContext } from './seed-context.ts';
import { surveySpecs } from './surveys-data.ts';

export async function seedSurveys(ctx: SeedContext): Promise<void> {
  for (const site of Object.values(ctx.sites)) {
    for (const [index, spec] of surveySpecs[site.def.row.slug].entries()) {
      const [row] = await ctx.db
        .insert(surveys)
        .values({ site_id: site.id, question: spec.question, published: spec.published ?? true, sort_order: index, created_at: site.clock.at(-spec.daysAgo, 10, 0) })
        .returning({ id: surveys.id });
      if (!row) throw new Error(`Survey not stored: ${spec.question}`);
      const choices = await ctx.db
        .insert(surveyChoices)
        .values(spec.choices.map(([choice, votes], order) => ({ survey_id: row.id, choice, votes, sort_order: order })))
        .returning({ id: surveyChoices.id, votes: surveyChoices.votes });
      // Every counted vote has its row, as a live vote would.
      const votes = choices.flatMap((choice) =>
        Array.from({ length: choice.votes }, (_, n) => ({ survey_id: row.id, choice_id: choice.id, voter_key: `seed:${choice.id}:${n + 1}` })),
      );
      if (votes.length > 0) await ctx.db.insert(surveyVotes).values(votes);
    }
  }
}

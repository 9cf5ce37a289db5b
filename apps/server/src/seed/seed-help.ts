import type { HelpElementType } from '@commons/domain';
import { helpAnswers, helpFormElements, helpQuestions } from '../db/schema/index.ts';
import type { SeedContext } from './seed-context.ts';
import { fullSiteKeys } from './seed-sites.ts';

interface ElementSpec {
  type: HelpElementType;
  label: string;
  options?: string[];
  required?: boolean;
}

type AnswerSpec =
  | { type: 'text'; text: string; description?: string; contact?: boolean }
  | { type: 'link'; url: string; url_text: string; description?: string; contact?: boolean }
  | { type: 'form'; description: string; elements: ElementSpec[]; contact?: boolean };

interface QuestionSpec {
  text: string;
  answer?: AnswerSpec;
  children?: QuestionSpec[];
}

const PLANS = ['Gold', 'Silver', 'Bronze', '10 Block Plan', '25 Block Plan', '40 Block Plan'];

/**
 * The help tree of a full site (docs/product/forms.md#help): three levels deep in places, every kind of
 * answer (text, link, form) and of form element, answers that offer a follow-up question, and
 * accented words ("Café", "Crème brûlée") for the accent-blind search.
 */
function helpTree(siteName: string, slug: string): QuestionSpec[] {
  return [
    {
      text: 'Meal plans',
      children: [
        {
          text: 'Changing my plan',
          children: [
            {
              text: 'How do I switch plans mid-semester?',
              answer: {
                type: 'form',
                description: 'Tell us the plan you would like. The dining office makes the change within two business days and e-mails you when it is done.',
                elements: [
                  { type: 'radio_buttons', label: 'New meal plan', options: PLANS, required: true },
                  { type: 'input', label: 'Student ID', required: true },
                  { type: 'input', label: 'Email address', required: true },
                  { type: 'checkboxes', label: 'Apply the change to', options: ['Fall semester', 'Spring semester', 'Summer session'], required: true },
                  { type: 'textarea', label: 'Anything else we should know?' },
                ],
              },
            },
            {
              text: 'Can I cancel my meal plan?',
              answer: {
                type: 'text',
                text: 'Meal plans can be cancelled during the first two weeks of the semester for a prorated refund. After that, plans can be changed but not cancelled, except when you withdraw from the university.',
                contact: true,
              },
            },
          ],
        },
        {
          text: 'What meal plans are offered?',
          answer: {
            type: 'text',
            text: `${siteName} offers the Gold, Silver and Bronze unlimited plans and the 10, 25, 40, 50, 60 and 75 Block Plans. Every plan includes Dining Dollars to use at the cafés and markets.`,
          },
        },
        {
          text: 'Do unused meal swipes roll over?',
          answer: { type: 'text', text: 'Block Plan meals roll over from the fall to the spring semester. Unlimited plans and meals left at the end of the spring semester do not roll over.' },
        },
      ],
    },
    {
      text: 'Locations and hours',
      children: [
        {
          text: 'What are the Café hours on weekends?',
          answer: { type: 'text', text: 'The Library Café opens at 10:00 AM and closes at 6:00 PM on Saturdays and Sundays. Hours change during breaks: see Hours of Operation.' },
        },
        {
          text: "Where can I find today's menu?",
          answer: { type: 'link', description: 'Menus are posted every morning for each dining hall.', url: `/${slug}/whats-on-the-menu`, url_text: "See today's menu" },
        },
        {
          text: 'Is the Crème brûlée gluten-free?',
          answer: {
            type: 'text',
            text: 'Our crème brûlée is made without wheat flour, but it is prepared in a kitchen that handles gluten. Ask a manager before ordering if you have celiac disease.',
            contact: true,
          },
        },
      ],
    },
    {
      text: 'Allergies and special diets',
      children: [
        {
          text: 'I have a food allergy. Who should I talk to?',
          answer: {
            type: 'text',
            description: 'Our registered dietitian meets with students by appointment.',
            text: 'Start with the campus dietitian: they can walk you through the menus, arrange safe meals and register your allergies with each dining hall.',
            contact: true,
          },
        },
        {
          text: 'How do I request a special diet accommodation?',
          answer: {
            type: 'form',
            description: 'Send us your needs and the dietitian will contact you within three business days.',
            elements: [
              { type: 'input', label: 'Student ID', required: true },
              { type: 'checkboxes', label: 'Allergens to avoid', options: ['Milk', 'Egg', 'Peanuts', 'Tree Nuts', 'Gluten', 'Soy', 'Sesame'] },
              { type: 'radio_buttons', label: 'Preferred contact', options: ['Email', 'Phone'], required: true },
              { type: 'textarea', label: 'Describe your dietary needs', required: true },
            ],
          },
        },
        {
          text: 'Where can I read about healthy eating?',
          answer: { type: 'link', url: 'https://www.myplate.gov/', url_text: 'Visit MyPlate.gov' },
        },
      ],
    },
    {
      text: 'My ID card',
      children: [
        {
          text: 'Lost or stolen card',
          children: [
            {
              text: 'How do I report a lost card?',
              answer: {
                type: 'link',
                description: 'Report it at once: the card is frozen so no one else can use your meals.',
                url: 'https://card-office.example.edu/lost-card',
                url_text: 'Report a lost card',
                contact: true,
              },
            },
            {
              text: 'Will I be charged for a replacement card?',
              answer: { type: 'text', text: 'The first replacement each year is free. After that, a replacement card costs $25, charged to your student account.' },
            },
          ],
        },
      ],
    },
  ];
}

/** Inserts a question list under `parentId` (null at the top), depth first, in order. */
async function insertQuestions(ctx: SeedContext, siteId: number, parentId: number | null, questions: readonly QuestionSpec[]): Promise<void> {
  for (const [index, question] of questions.entries()) {
    const [row] = await ctx.db
      .insert(helpQuestions)
      .values({ site_id: siteId, parent_id: parentId, text: question.text, sort_order: index + 1 })
      .returning({ id: helpQuestions.id });
    if (!row) throw new Error('The help question was not stored');
    const answer = question.answer;
    if (answer) {
      const [stored] = await ctx.db
        .insert(helpAnswers)
        .values({
          question_id: row.id,
          type: answer.type,
          description: answer.description ?? null,
          text: answer.type === 'text' ? answer.text : null,
          url: answer.type === 'link' ? answer.url : null,
          url_text: answer.type === 'link' ? answer.url_text : null,
          contact: answer.contact ?? false,
        })
        .returning({ id: helpAnswers.id });
      if (!stored) throw new Error('The help answer was not stored');
      if (answer.type === 'form') {
        await ctx.db.insert(helpFormElements).values(
          answer.elements.map((element, order) => ({
            answer_id: stored.id,
            type: element.type,
            label: element.label,
            options: element.options ?? [],
            required: element.required ?? false,
            sort_order: order + 1,
          })),
        );
      }
    }
    await insertQuestions(ctx, siteId, row.id, question.children ?? []);
  }
}

/** The help questions and answers of each full site. */
export async function seedHelp(ctx: SeedContext): Promise<void> {
  for (const key of fullSiteKeys) {
    const site = ctx.sites[key];
    await insertQuestions(ctx, site.id, null, helpTree(site.def.row.name, site.def.row.slug));
  }
}

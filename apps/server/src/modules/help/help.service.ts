import { HELP_TEXTS as T, helpElementValueText, helpFormProblems, type HelpElementValue } from '@commons/domain';
import type { HelpAnswerBody, HelpFollowUpBody, HelpQuestion } from '@commons/contract';
import { invalid, notFound } from '../../platform/app-error.ts';
import type { MailOutbox } from '../../platform/mail/index.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';
import { retentionCutoff } from '../forms/retention.ts';
import { teamAddressOf, teamSubmissionMail, type AnsweredField } from '../forms/submission-mail.ts';
import type { SubmissionsRepo } from '../forms/submissions.repo.ts';
import { helpRequestTeamMail } from './help-mail.ts';
import { helpTree, searchHelpTree } from './help-tree.ts';
import type { HelpRepo } from './help.repo.ts';

export interface HelpDeps {
  help: HelpRepo;
  submissions: SubmissionsRepo;
  sites: SitesRepo;
  mail: MailOutbox;
  clock: () => Date;
  publicBaseUrl: string;
  /** Where a site's forms go when it names no address (the operator's sender). */
  fallbackTeamAddress: string;
}

const CHECK_FIELDS = 'Please check the highlighted fields.';
const UNKNOWN_ANSWER = 'Unknown answer.';
const NOT_IN_FORM = 'This field is not part of the form.';
const SENT_TWICE = 'Each field may be sent once.';

/** Help (docs/product/forms.md#help, docs/product/api.md#forms): the question tree, its search, the answer forms and the follow-up question. */
export function helpService({ help, submissions, sites, mail, clock, publicBaseUrl, fallbackTeamAddress }: HelpDeps) {
  async function answerOfSite(siteId: number, answerId: number) {
    const answer = await help.answer(answerId);
    if (!answer || answer.site_id !== siteId) throw notFound(UNKNOWN_ANSWER);
    return answer;
  }

  return {
    async questions(siteId: number): Promise<{ questions: HelpQuestion[] }> {
      await publishedSiteById(sites, siteId);
      return { questions: helpTree(await help.siteHelp(siteId)) };
    },

    async search(siteId: number, needle: string): Promise<{ questions: HelpQuestion[] }> {
      await publishedSiteById(sites, siteId);
      // Blank text does nothing (docs/product/forms.md#help): no query either.
      if (needle.trim() === '') return { questions: [] };
      return { questions: searchHelpTree(helpTree(await help.siteHelp(siteId)), needle) };
    },

    /**
     * A form answer's filled-in form: every element checked again here (the page's `valid` is
     * ignored), stored and mailed to the team. Nothing goes to an address typed into the form: it
     * has no captcha, so it must not carry anyone's words to any address (decisions/0026).
     */
    async submitAnswer(body: HelpAnswerBody): Promise<{ msg: string }> {
      const site = await publishedSiteById(sites, body.site_id);
      const answer = await answerOfSite(site.id, body.answer_id);
      if (answer.type !== 'form') throw notFound(UNKNOWN_ANSWER);

      const values = new Map<number, HelpElementValue>();
      const extra: Record<string, string> = {};
      for (const { id, value } of body.form) {
        if (values.has(id)) extra[String(id)] = SENT_TWICE;
        else if (!answer.elements.some((element) => element.id === id)) extra[String(id)] = NOT_IN_FORM;
        values.set(id, value);
      }
      const problems = { ...extra, ...helpFormProblems(answer.elements, (id) => values.get(id)) };
      if (Object.keys(problems).length > 0) throw invalid(CHECK_FIELDS, problems);

      const answered: AnsweredField[] = answer.elements.map((element) => [element.label, helpElementValueText(element, values.get(element.id))]);
      const fields = {
        question_id: answer.question_id,
        question: answer.question,
        answer_id: answer.id,
        values: answer.elements.map((element) => ({ id: element.id, label: element.label, type: element.type, value: values.get(element.id) ?? null })),
      };
      const now = clock();
      await mail.inTransaction(async (tx, queue) => {
        const reference = await submissions.insert(tx, site.id, 'help', fields, now);
        await submissions.deleteReceivedBefore(tx, site.id, 'help', retentionCutoff(site.form_retention_days, 'help', now));
        const input = { site, publicBaseUrl, question: answer.question, fields: answered, reference };
        await queue(helpRequestTeamMail(input, teamAddressOf(site, fallbackTeamAddress)));
      });
      return { msg: T.success };
    },

    /** A follow-up question about an answer that offers one (its contact flag): stored and mailed to the team, which replies to the address given. */
    async followUp(body: HelpFollowUpBody): Promise<{ msg: string }> {
      const site = await publishedSiteById(sites, body.site_id);
      const answer = await answerOfSite(site.id, body.answer_id);
      if (!answer.contact) throw notFound(UNKNOWN_ANSWER);

      const fields = { question_id: answer.question_id, question: answer.question, answer_id: answer.id, follow_up: true, name: body.name, email: body.email, student_id: body.student_id, comments: body.comments };
      const answered: AnsweredField[] = [
        ['Question', answer.question],
        ['Name', body.name],
        ['Email', body.email],
        ['Student ID', body.student_id],
        ['Comments', body.comments],
      ];
      const now = clock();
      await mail.inTransaction(async (tx, queue) => {
        const reference = await submissions.insert(tx, site.id, 'help', fields, now);
        await submissions.deleteReceivedBefore(tx, site.id, 'help', retentionCutoff(site.form_retention_days, 'help', now));
        const input = { site, publicBaseUrl, formName: 'Help question', senderName: body.name, fields: answered, reference };
        await queue(teamSubmissionMail(input, teamAddressOf(site, fallbackTeamAddress)));
      });
      return { msg: T.success };
    },
  };
}
export type HelpService = ReturnType<typeof helpService>;

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FirstAnswers } from '@commons/contract';
import { takeFirstAnswers } from './first-answers.ts';
import { siteQueries } from './site-queries.ts';

/** A document whose head carries `text` as the server writes its first answers. */
function pageWith(text: string): Document {
  const page = document.implementation.createHTMLDocument('Northfield');
  const script = page.createElement('script');
  script.type = 'application/json';
  script.id = 'first-answers';
  script.textContent = text;
  page.head.append(script);
  return page;
}

const siteInfo = { status: 'success', site: { id: 7, slug: 'northfield', name: 'Northfield University' } };
const sectionAnswer = { status: 'success', sections: [{ id: 70, slug: 'whats-on-the-menu' }] };
const answers = {
  site: { slug: 'NorthField', answer: siteInfo },
  section: { siteId: 7, slug: 'Whats-On-The-Menu', answer: sectionAnswer },
} as unknown as FirstAnswers;

describe('takeFirstAnswers', () => {
  it("starts the site guard and the section route with the page's answers, under the keys they ask with, once", () => {
    const client = new QueryClient();
    const page = pageWith(JSON.stringify(answers));
    takeFirstAnswers(client, page);
    expect(client.getQueryData(siteQueries.info('northfield').queryKey)).toEqual(siteInfo);
    expect(client.getQueryData(siteQueries.section(7, 'whats-on-the-menu').queryKey)).toEqual(sectionAnswer);
    expect(page.getElementById('first-answers')).toBeNull();
  });

  it('leaves the cache as it is when the page carries none, or carries text that is not JSON', () => {
    const client = new QueryClient();
    takeFirstAnswers(client, document.implementation.createHTMLDocument('Campuses'));
    const broken = pageWith('{"site": ');
    takeFirstAnswers(client, broken);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(broken.getElementById('first-answers')).toBeNull();
  });
});

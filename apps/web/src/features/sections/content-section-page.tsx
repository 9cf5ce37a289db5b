import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { htmlToSnippet } from '../../ui/html-text.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { withHttps } from '@commons/domain';
import { SectionChildLinks } from '../../ui/section-child-links.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { useExternalScript } from './use-external-script.ts';
import './sections.css';

/** The default page of a section: header or banner, the site's HTML body, an optional script. */
export function ContentSectionPage({ section }: { section: Section }) {
  const site = useSite();
  useExternalScript(section.use_script ? section.script_url : null);
  const body = section.body?.trim() ?? '';
  const description = (body && htmlToSnippet(body)) || `${section.name} at ${site.name} Dining.`;

  return (
    <div className="section-page container">
      <PageHead title={`${section.name} | ${site.name}`} description={description} noIndex={section.no_robots} />
      <SectionHeading section={section} />
      {body ? <SafeHtml html={body} className="section-page__body" /> : null}
      {section.is_url && section.url ? (
        <p>
          This page is on another website:{' '}
          <a href={withHttps(section.url)} rel="noopener noreferrer">
            {withHttps(section.url)}
          </a>
        </p>
      ) : null}
      <SectionChildLinks siteSlug={site.slug} parentName={section.name} nodes={section.nodes} />
    </div>
  );
}

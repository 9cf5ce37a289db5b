import { useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { cateringQueries } from './queries.ts';
import { CateringTable } from './catering-table.tsx';
import './catering-files.css';

/** Shown when a site has no catering files (the page's own words). */
export const EMPTY_CATERING_TEXT = 'No catering menus are posted right now. Please check back soon!';

/** Catering files (section catering-files, docs/product/site.md#catering-files): a table of menus and forms to download. */
export function CateringFilesPage({ section }: { section: Section }) {
  const site = useSite();
  const query = useQuery(cateringQueries.list(site.id));
  const files = query.data?.catering_files;

  return (
    <div className="section-page container catering-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Catering menus and order forms from ${site.name} Dining.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label="Loading catering files…" /> : null}
      {query.isError ? <ErrorState message="We're sorry, something went wrong loading this content." onRetry={() => void query.refetch()} /> : null}
      {files && files.length === 0 ? <p className="catering-page__empty">{EMPTY_CATERING_TEXT}</p> : null}
      {files && files.length > 0 ? <CateringTable files={files} /> : null}
    </div>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { replace, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Section, Site } from '@commons/contract';
import { paths } from '../api/paths.ts';
import { siteQueries } from '../site/site-queries.ts';
import { screenImportFor, type SectionScreen } from './section-screens.ts';

interface SectionLoaderDeps {
  queryClient: QueryClient;
  /** The site of a slug, as the site guard resolves it. */
  siteOf: (slug: string) => Promise<Site>;
}

interface SectionRouteData {
  section: Section;
  Screen: SectionScreen;
}

/**
 * Resolves `/{site}/{section}`: the section by slug (sections/info_by_slug), then the screen that
 * shows it. An unknown section, or a failed fetch, goes to the site's 404 page (docs/product/site.md#errors), in
 * place of the address asked for, so Back leads to the page before it.
 */
export function createSectionLoader({ queryClient, siteOf }: SectionLoaderDeps) {
  return async ({ params }: LoaderFunctionArgs): Promise<SectionRouteData> => {
    const site = await siteOf(params.site ?? '');
    const slug = params.section ?? '';
    let section: Section | undefined;
    try {
      const { sections } = await queryClient.ensureQueryData(siteQueries.section(site.id, slug));
      section = sections.find((s) => s.slug.toLowerCase() === slug.toLowerCase()) ?? sections[0];
    } catch {
      section = undefined;
    }
    if (!section) throw replace(paths.siteNotFound(site.slug));
    const Screen = await screenImportFor(section)();
    return { section, Screen };
  };
}

export function SectionRoute() {
  const { section, Screen } = useLoaderData<ReturnType<typeof createSectionLoader>>();
  return <Screen key={section.id} section={section} />;
}

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BlogArticle, Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { blogQueries } from './queries.ts';
import { BlogArticleBody } from './blog-article-body.tsx';
import { ContentTabs } from '../../ui/content-tabs.tsx';
import { useIsLargeScreen } from './use-is-large-screen.ts';
import './dining-blog.css';

export const EMPTY_BLOG_TEXT = 'Check back soon for more blogs';

/** Large screens: a vertical tab per article beside the open one. */
function BlogTabs({ articles }: { articles: readonly BlogArticle[] }) {
  const [selected, setSelected] = useState<string | null>(null);
  const open = articles.find((a) => String(a.id) === selected) ?? articles[0];
  if (!open) return null;
  return (
    <ContentTabs
      label="Blog articles"
      orientation="vertical"
      tabs={articles.map((a) => ({ key: String(a.id), label: a.title }))}
      selectedKey={String(open.id)}
      onSelect={setSelected}
      className="blog-tabs"
    >
      <article className="blog-article">
        <BlogArticleBody article={open} />
      </article>
    </ContentTabs>
  );
}

function StackedArticle({ article }: { article: BlogArticle }) {
  const headingId = useId();
  return (
    <article className="blog-article blog-article--stacked" aria-labelledby={headingId}>
      <BlogArticleBody article={article} headingId={headingId} />
    </article>
  );
}

/** Dining blog (section dining-blog, docs/product/site.md#dining-blog): tabs on large screens, the articles one below another on small ones. */
export function DiningBlogPage({ section }: { section: Section }) {
  const site = useSite();
  const isLarge = useIsLargeScreen();
  const query = useQuery(blogQueries.list(site.id));
  const articles = query.data?.diningBlogArticles;

  return (
    <div className="section-page container dining-blog">
      <PageHead title={`${section.name} | ${site.name}`} description={`News and stories from ${site.name} Dining.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label="Loading blog articles…" /> : null}
      {query.isError ? <ErrorState message="We're sorry, something went wrong loading this content." onRetry={() => void query.refetch()} /> : null}
      {articles && articles.length === 0 ? <p className="library-empty">{EMPTY_BLOG_TEXT}</p> : null}
      {articles && articles.length > 0 ? (
        isLarge ? (
          <BlogTabs articles={articles} />
        ) : (
          <div className="blog-stack">
            {articles.map((article) => (
              <StackedArticle key={article.id} article={article} />
            ))}
          </div>
        )
      ) : null}
    </div>
  );
}

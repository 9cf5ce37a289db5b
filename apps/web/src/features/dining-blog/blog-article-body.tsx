import type { BlogArticle } from '@commons/contract';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { shortDate } from '../../ui/dates.ts';

/** One article: its title (h2), the date it was posted and its sanitised body. */
export function BlogArticleBody({ article, headingId }: { article: BlogArticle; headingId?: string }) {
  return (
    <>
      <h2 id={headingId} className="blog-article__title">
        {article.title}
      </h2>
      <p className="blog-article__date">
        Posted <time dateTime={article.published_date}>{shortDate(article.published_date)}</time>
      </p>
      <SafeHtml html={article.body} topHeading={3} className="blog-article__body" />
    </>
  );
}

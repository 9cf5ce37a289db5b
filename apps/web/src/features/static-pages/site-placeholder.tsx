import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import './static-pages.css';

/** A site page whose screen is still being built: its title and a short note. */
export function SitePlaceholder({ title }: { title: string }) {
  const site = useSite();
  return (
    <div className="container site-text-page">
      <PageHead title={`${title} | ${site.name}`} description={`${title} from ${site.name} Dining.`} />
      <div className="text-page">
        <h1 tabIndex={-1}>{title}</h1>
        <p>This page is coming soon. Please check back shortly.</p>
      </div>
    </div>
  );
}

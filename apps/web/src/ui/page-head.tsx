interface PageHeadProps {
  title: string;
  description: string;
  /** Asks search engines not to index the page (a section's no_robots). */
  noIndex?: boolean;
}

/**
 * The page's <title> and description. React hoists these into <head> and removes them when the
 * page unmounts, so exactly one page's head is present at a time.
 */
export function PageHead({ title, description, noIndex = false }: PageHeadProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}

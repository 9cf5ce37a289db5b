/** The flag that publishes a section on a pre-launch site: its slug, dashes kept, then `_published`. */
const flagOf = (slug: string) => `${slug}_published`;

/**
 * The navbar sections of a pre-launch site (docs/product/site.md#microsite): landing sections live on the
 * page instead, and a section whose `{slug}_published` flag is false stays hidden. A section
 * without a flag shows. Before the flags arrive, flagged-off sections cannot be known: callers
 * pass `null` and get the sections without the landing ones.
 */
export function micrositeNavSections<S extends { slug: string; microsite_landing: boolean }>(
  sections: readonly S[],
  flags: Readonly<Record<string, boolean>> | null,
): S[] {
  return sections.filter((s) => !s.microsite_landing && flags?.[flagOf(s.slug)] !== false);
}

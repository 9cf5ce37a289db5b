import type { SectionSummary } from '@commons/contract';
import type { SectionRow } from '../sites/sites.repo.ts';

export function toSummary(row: SectionRow, children: SectionSummary[]): SectionSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    master_slug: row.master_slug,
    is_url: row.is_url,
    url: row.url,
    microsite_landing: row.microsite_landing,
    has_page: !row.is_url && (row.master_slug !== null || (row.body ?? '').trim() !== ''),
    sort_order: row.sort_order,
    nodes: children,
  };
}

/** Builds the navigation tree from flat, ordered rows; children of unpublished parents are dropped. */
export function sectionTree(rows: readonly SectionRow[]): SectionSummary[] {
  const byParent = new Map<number | null, SectionRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_id) ?? [];
    list.push(row);
    byParent.set(row.parent_id, list);
  }
  const build = (parent: number | null): SectionSummary[] => (byParent.get(parent) ?? []).map((row) => toSummary(row, build(row.id)));
  return build(null);
}

import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import { groupLabelExclusions, type LabelExclusion } from '@commons/domain';
import type { Db } from '../../db/client.ts';
import { menuLabelExclusions } from '../../db/schema/index.ts';

/**
 * The label exclusions a site follows: the defaults (rows without a site), then its own rows,
 * gathered per label. With no site, the defaults alone. Read by the importer, the menu answers
 * and the OpenMensa feed.
 */
export async function labelExclusionsOf(db: Pick<Db, 'select'>, siteId: number | null): Promise<LabelExclusion[]> {
  const rows = await db
    .select({ label: menuLabelExclusions.label, allergen: menuLabelExclusions.allergen })
    .from(menuLabelExclusions)
    .where(siteId === null ? isNull(menuLabelExclusions.site_id) : or(isNull(menuLabelExclusions.site_id), eq(menuLabelExclusions.site_id, siteId)))
    .orderBy(sql`${menuLabelExclusions.site_id} nulls first`, asc(menuLabelExclusions.id));
  return groupLabelExclusions(rows);
}

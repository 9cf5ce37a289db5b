/**
 * The label exclusions every site follows (packages/domain DEFAULT_LABEL_EXCLUSIONS). Migration
 * 0005 writes them into a new database; resetting the database empties every table, so the seed
 * writes them again before anything else.
 */
import { DEFAULT_LABEL_EXCLUSIONS } from '@commons/domain';
import type { Db } from '../db/client.ts';
import { menuLabelExclusions } from '../db/schema/index.ts';

export async function restoreDefaultLabelExclusions(db: Db): Promise<void> {
  const rows = DEFAULT_LABEL_EXCLUSIONS.flatMap(({ label, allergens }) => allergens.map((allergen) => ({ site_id: null, label, allergen })));
  await db.insert(menuLabelExclusions).values(rows).onConflictDoNothing();
}

import { BASES_BY_ENTREE, ENTREES, isBaseFor, type Entree } from '@commons/domain';

const isEntree = (value: unknown): value is Entree => typeof value === 'string' && (ENTREES as readonly string[]).includes(value);

/** The bases offered for the chosen entree; none until an entree is chosen. */
export function baseOptions(entree: unknown): readonly string[] {
  return isEntree(entree) ? BASES_BY_ENTREE[entree] : [];
}

/** The base once the entree changes: kept while it is made for the new entree, cleared ('') otherwise. */
export function baseAfterEntree(entree: unknown, base: unknown): string {
  if (typeof base !== 'string' || base === '') return '';
  return isEntree(entree) && isBaseFor(entree, base) ? base : '';
}

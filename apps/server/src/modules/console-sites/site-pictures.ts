import type { SitePicture, SiteSettingsAnswer } from '@commons/contract/console';
import type { StoredUpload } from '../../platform/uploads/index.ts';
import type { SitePatch, SiteRow } from './sites-admin.repo.ts';

/** Where the public pages fetch a picture of the images folder. */
const shown = (fileName: string | null | undefined) => (fileName ? { file_name: fileName, url: `/files/images/${encodeURIComponent(fileName)}` } : null);

/** A site's uploaded pictures as the console shows them. */
export const picturesOf = (row: SiteRow): SiteSettingsAnswer['pictures'] => ({
  logo: shown(row.logo_file_name),
  landing_modal: shown(row.landing_modal_filename),
  dining_map: shown(row.dining_map?.file_name),
});

/** A stored file's name within images/ (its key less the folder). */
const nameOf = (key: string) => key.replace(/^images\//, '');

/**
 * What an uploaded picture changes in the row: the welcome dialog shows the 800 px size; the dining
 * map page shows the largest and its tile the smallest (the renditions of the picture kind, largest
 * first), the map's text and link kept.
 */
export function picturePatch(row: SiteRow, picture: SitePicture, upload: StoredUpload): SitePatch {
  const [largest, middle, smallest] = upload.files;
  if (!largest || !middle || !smallest) throw new Error('A picture upload is stored in three sizes.');
  if (picture === 'landing_modal') return { landing_modal_filename: nameOf(middle.key) };
  return { dining_map: { alt_text: null, url: null, ...row.dining_map, file_name: nameOf(largest.key), thumb_name: nameOf(smallest.key) } };
}

/** What taking a picture away changes: the map keeps its text and link for a later picture. */
export function pictureRemovalPatch(row: SiteRow, picture: SitePicture): SitePatch {
  if (picture === 'landing_modal') return { landing_modal_filename: null };
  const map = row.dining_map;
  return { dining_map: map && (map.alt_text !== null || map.url !== null) ? { ...map, file_name: null, thumb_name: null } : null };
}


import { z } from 'zod';
import { siteId } from '../primitives.ts';
import { del, put } from '../route.ts';
import { consoleCall } from './console-route.ts';
import { rowVersion } from './site-fields.ts';
import { siteSettingsAnswer } from './site-settings-answer.ts';
import { base64File, uploadFieldMessages } from './upload-body.ts';

const tag = 'console: sites';

/**
 * The home page's pictures a site keeps besides its logo (docs/product/console.md#pictures): the
 * welcome dialog's picture, and the dining map (its picture; its text and link are home settings).
 */
export const SITE_PICTURES = ['landing_modal', 'dining_map'] as const;
export type SitePicture = (typeof SITE_PICTURES)[number];

/** The largest picture taken (the server's picture kind, apps/server/src/platform/uploads/upload-kinds.ts). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_MESSAGES = {
  ...uploadFieldMessages('picture', PICTURE_MAX_BYTES),
  unknownPicture: 'There is no such picture of a site: landing_modal or dining_map.',
} as const;

const pictureParams = z.object({ site_id: siteId, picture: z.enum(SITE_PICTURES, { error: PICTURE_MESSAGES.unknownPicture }) }).strict();
export const sitePictureBody = z.object({ file: base64File(PICTURE_MESSAGES, PICTURE_MAX_BYTES), version: rowVersion }).strict();
export type SitePictureBody = z.input<typeof sitePictureBody>;
export const sitePictureRemovalBody = z.object({ version: rowVersion }).strict();

export const putSitePicture = consoleCall(
  put(
    '/v1/console/sites/{site_id}/pictures/{picture}',
    {
      summary:
        "Uploads the welcome dialog's picture (`landing_modal`) or the dining map's (`dining_map`): `file` is the file's bytes as base64, 10 MB at most, a JPEG, PNG, WebP or GIF read from its content. It is re-encoded as WebP in the sizes the pages use, its metadata (GPS) gone; a file that is not such a picture, or of more than 80 megapixels, is a 400 on `file` saying why. `version` is the site's as read. The answer's `pictures` show it.",
      tag,
      params: pictureParams,
      body: sitePictureBody,
    },
    siteSettingsAnswer,
  ),
  { permission: 'site.settings' },
);

export const deleteSitePicture = consoleCall(
  del(
    '/v1/console/sites/{site_id}/pictures/{picture}',
    {
      summary: "Takes the picture away: the welcome dialog shows the default picture again; the dining map tile and page show no map. The map's text and link stay in the home settings.",
      tag,
      params: pictureParams,
      body: sitePictureRemovalBody,
    },
    siteSettingsAnswer,
  ),
  { permission: 'site.settings' },
);

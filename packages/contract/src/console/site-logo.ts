import { z } from 'zod';
import { siteId } from '../primitives.ts';
import { put } from '../route.ts';
import { consoleCall } from './console-route.ts';
import { rowVersion } from './site-fields.ts';
import { siteSettingsAnswer } from './site-settings-answer.ts';

const tag = 'console: sites';

/** The largest logo taken (the server's logo kind, apps/server/src/platform/uploads/upload-kinds.ts). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MESSAGES = {
  fileRequired: 'Choose a logo file to upload.',
  tooLarge: 'This logo is larger than 2 MB. Please upload a smaller one.',
  notBase64: 'The file did not arrive whole. Please choose it again.',
} as const;

/** A file's bytes as base64 (what a browser's FileReader gives after the comma of a data: URL). */
const base64File = z
  .string({ error: LOGO_MESSAGES.fileRequired })
  .min(1, LOGO_MESSAGES.fileRequired)
  // 4 characters carry 3 bytes.
  .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4, LOGO_MESSAGES.tooLarge)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, LOGO_MESSAGES.notBase64);

export const siteLogoBody = z.object({ file: base64File, version: rowVersion }).strict();
export type SiteLogoBody = z.input<typeof siteLogoBody>;

/** The answer: every setting again with the new version, and the logo as the public pages show it. */
export const siteLogoAnswer = siteSettingsAnswer.extend({ logo: z.object({ file_name: z.string(), url: z.string() }) });

export const putSiteLogo = consoleCall(
  put(
    '/v1/console/sites/{site_id}/logo',
    {
      summary:
        "Uploads the site's logo (`file`: the file's bytes as base64; 2 MB at most): PNG, JPEG, WebP, GIF or SVG, its type read from its content. A picture is re-encoded to fit 512 × 512 with its metadata gone; an SVG is kept sanitised, and one with scripts or outside links is refused. A refused file is a 400 on `file` saying why. `version` is the site's as read. The logo's text stays in the branding settings.",
      tag,
      params: z.object({ site_id: siteId }).strict(),
      body: siteLogoBody,
    },
    siteLogoAnswer,
  ),
  { permission: 'site.settings' },
);

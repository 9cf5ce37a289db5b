import { z } from 'zod';
import { siteId } from '../primitives.ts';
import { put } from '../route.ts';
import { consoleCall } from './console-route.ts';
import { rowVersion } from './site-fields.ts';
import { siteSettingsAnswer } from './site-settings-answer.ts';
import { base64File, uploadFieldMessages } from './upload-body.ts';

const tag = 'console: sites';

/** The largest logo taken (the server's logo kind, apps/server/src/platform/uploads/upload-kinds.ts). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MESSAGES = uploadFieldMessages('logo', LOGO_MAX_BYTES);

export const siteLogoBody = z.object({ file: base64File(LOGO_MESSAGES, LOGO_MAX_BYTES), version: rowVersion }).strict();
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

import { consoleEndpoints, LOGO_MAX_BYTES, LOGO_MESSAGES, PICTURE_MAX_BYTES, PICTURE_MESSAGES, type SitePicture, type SiteSettingsAnswer } from '@commons/contract/console';
import { api } from '../../api/client.ts';
import { FileUpload, type UploadSlot } from './file-upload.tsx';

interface SiteUploadProps {
  siteId: number;
  answer: SiteSettingsAnswer;
  onSaved: (answer: SiteSettingsAnswer) => void;
  onReload: () => Promise<SiteSettingsAnswer | null>;
}

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
const PICTURE_HINT = 'A JPEG, PNG, WebP or GIF of 10 MB at most; it is resized for the pages and its location data is removed.';

const LOGO: UploadSlot = {
  title: 'Logo',
  fileLabel: 'Logo file',
  hint: 'A PNG, JPEG, WebP, GIF or SVG of 2 MB at most. Pictures are resized to fit 512 × 512; an SVG with scripts or links to other sites is refused.',
  accept: 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml',
  maxBytes: LOGO_MAX_BYTES,
  messages: LOGO_MESSAGES,
  uploaded: 'Logo uploaded.',
};

const PICTURES: Record<SitePicture, UploadSlot> = {
  landing_modal: {
    title: 'Welcome dialog picture',
    fileLabel: 'Picture file',
    hint: `${PICTURE_HINT} Without one, the dialog shows a default picture.`,
    accept: PICTURE_TYPES,
    maxBytes: PICTURE_MAX_BYTES,
    messages: PICTURE_MESSAGES,
    uploaded: 'Picture uploaded.',
    removed: 'Picture removed: the dialog shows the default picture.',
  },
  dining_map: {
    title: 'Dining map picture',
    fileLabel: 'Map file',
    hint: `${PICTURE_HINT} Its description for screen readers and its link are in the form below.`,
    accept: PICTURE_TYPES,
    maxBytes: PICTURE_MAX_BYTES,
    messages: PICTURE_MESSAGES,
    uploaded: 'Map uploaded.',
    removed: 'Map removed: the dining map tile and page show no map.',
  },
};

/** The branding page's logo; its text for screen readers is the form's "logo alt text". */
export function LogoUpload({ siteId, answer, onSaved, onReload }: SiteUploadProps) {
  const shown = answer.pictures.logo;
  return (
    <FileUpload
      slot={LOGO}
      current={shown ? { url: shown.url, alt: answer.settings.branding.logo_alt_text ?? `${answer.site.name} logo` } : null}
      send={(file) => api(consoleEndpoints.putSiteLogo, { params: { site_id: siteId }, body: { file, version: answer.site.version } })}
      onSaved={onSaved}
      onReload={onReload}
    />
  );
}

/** The home page's pictures: the welcome dialog's and the dining map's. */
export function HomePictureUploads({ siteId, answer, onSaved, onReload }: SiteUploadProps) {
  const params = (picture: SitePicture) => ({ site_id: siteId, picture });
  const altOf: Record<SitePicture, string> = {
    landing_modal: 'The welcome dialog’s picture',
    dining_map: answer.settings.home.dining_map_alt_text ?? `${answer.site.name} dining map`,
  };
  return (
    <div className="home-pictures">
      {(Object.keys(PICTURES) as SitePicture[]).map((picture) => {
        const shown = answer.pictures[picture];
        return (
          <FileUpload
            key={picture}
            slot={PICTURES[picture]}
            current={shown ? { url: shown.url, alt: altOf[picture] } : null}
            send={(file) => api(consoleEndpoints.putSitePicture, { params: params(picture), body: { file, version: answer.site.version } })}
            remove={() => api(consoleEndpoints.deleteSitePicture, { params: params(picture), body: { version: answer.site.version } })}
            onSaved={onSaved}
            onReload={onReload}
          />
        );
      })}
    </div>
  );
}

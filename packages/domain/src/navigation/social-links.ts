/** The social handles of a site, as stored (any of them may be unset). */
export interface SocialHandles {
  facebook: string | null;
  x: string | null;
  pinterest: string | null;
  instagram: string | null;
  youtube: string | null;
  flickr: string | null;
  vimeo: string | null;
  tiktok: string | null;
  snapchat?: string | null;
}

/** The networks shown in the header, in display order. Snapchat is never shown. */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'pinterest', 'instagram', 'youtube', 'flickr', 'vimeo', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  /** The network's display name, e.g. 'YouTube'. */
  networkName: string;
  href: string;
  /** e.g. 'Northfield University on Facebook'. */
  accessibleName: string;
}

const NETWORKS: Record<SocialNetwork, { name: string; profile: (handle: string) => string }> = {
  facebook: { name: 'Facebook', profile: (h) => `https://facebook.com/${h}` },
  x: { name: 'X', profile: (h) => `https://x.com/${h}` },
  pinterest: { name: 'Pinterest', profile: (h) => `https://pinterest.com/${h}` },
  instagram: { name: 'Instagram', profile: (h) => `https://instagram.com/${h}` },
  youtube: { name: 'YouTube', profile: (h) => `https://youtube.com/@${h}` },
  flickr: { name: 'Flickr', profile: (h) => `https://flickr.com/photos/${h}` },
  vimeo: { name: 'Vimeo', profile: (h) => `https://vimeo.com/${h}` },
  tiktok: { name: 'TikTok', profile: (h) => `https://tiktok.com/@${h}` },
};

/** A handle as typed by an editor: surrounding spaces and a leading '@' are dropped. */
function cleanHandle(handle: string | null | undefined): string | null {
  const cleaned = handle?.trim().replace(/^@+/, '').trim();
  return cleaned ? cleaned : null;
}

/** The site's social profile links in header order; only handles that are set (docs/product/site.md#header). */
export function socialLinks(handles: SocialHandles, siteName: string): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const handle = cleanHandle(handles[network]);
    if (!handle) return [];
    const { name, profile } = NETWORKS[network];
    return [{ network, networkName: name, href: profile(encodeURIComponent(handle)), accessibleName: `${siteName} on ${name}` }];
  });
}

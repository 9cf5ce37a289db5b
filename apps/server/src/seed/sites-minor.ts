/** The smaller demo sites: a pre-launch microsite, a legacy-menu site, a redirecting site and an unpublished one. */
import { image } from './image-spec.ts';
import type { SiteDefinition, SiteRow } from './site-definition.ts';
import { flags, noAccessibilityLinks, socialHandles } from './site-flags.ts';

type Basics = Pick<SiteRow, 'slug' | 'name' | 'unit_id' | 'brand_color' | 'text_color' | 'time_zone'>;

/** Fields every small site shares; each definition overrides what makes it different. */
function basics(b: Basics): SiteRow {
  return {
    ...b,
    published: true,
    url: null,
    email: null,
    display_email: false,
    logo_file_name: `logo-${b.slug}.svg`,
    logo_alt_text: `${b.name} Dining`,
    link_to_school: false,
    landing_modal_copy: null,
    landing_modal_filename: null,
    tiles: [],
    social_media: socialHandles({}),
    street: null,
    city: null,
    state: null,
    zip_code: null,
    phone: null,
    phone_ext: null,
    lat: null,
    lon: null,
    shop_link: null,
    mobile_ios_url: null,
    mobile_android_url: null,
    mobile_app_link: null,
    script_url: null,
    wcag: 'AA',
    dining_map: null,
    customer_login_text: null,
    active_promo_code: null,
    redirect_url: null,
    accessibility: noAccessibilityLinks,
    flags: flags({}),
  };
}

const logo = (slug: string, name: string, initials: string, color: string, textColor: string, shape: 'shield' | 'circle') =>
  image('images', `logo-${slug}.svg`, `${name} Dining`, { kind: 'logo', initials, wordmark: name.split(' ')[0] ?? name, color, textColor, shape });

export const harbor: SiteDefinition = {
  row: {
    ...basics({ slug: 'harbor', name: 'Harbor State University', unit_id: 103, brand_color: '#00656e', text_color: '#ffffff', time_zone: 'America/Chicago' }),
    url: 'www.harbor.example.edu',
    email: 'dining@harbor.example.edu',
    street: '1 Lighthouse Road',
    city: 'Port Harbor',
    state: 'IL',
    zip_code: '60085',
    phone: '8475550110',
    lat: '42.3636',
    lon: '-87.8448',
    tiles: ['whats_open', 'hours'],
    social_media: socialHandles({ instagram: 'harborstateeats' }),
    flags: flags({ prelaunch: true, events_published: false, display_cal: true }),
  },
  alerts: [{ icon: 'info', message: 'Harbor Dining opens this fall. Follow us for sneak peeks!', link: null, startDay: -10, endDay: 60 }],
  slides: [],
  images: [logo('harbor', 'Harbor State University', 'HS', '#00656e', '#ffffff', 'circle')],
};

export const pinecrest: SiteDefinition = {
  row: {
    ...basics({ slug: 'pinecrest', name: 'Pinecrest College', unit_id: 104, brand_color: '#2f5d3a', text_color: '#ffffff', time_zone: 'America/Denver' }),
    url: 'www.pinecrest.example.edu',
    email: 'food@pinecrest.example.edu',
    display_email: true,
    street: '75 Timberline Avenue',
    city: 'Pinecrest',
    state: 'CO',
    zip_code: '80424',
    phone: '9705550163',
    lat: '39.4817',
    lon: '-106.0384',
    tiles: ['whats_open', 'hours', 'todays_menu', 'news', 'survey'],
    social_media: socialHandles({ facebook: 'PinecrestDining', instagram: 'pinecresteats' }),
    flags: flags({ legacy_menus: true, display_cal: true, events_published: true, show_closed_locations: true }),
  },
  alerts: [],
  slides: [],
  images: [logo('pinecrest', 'Pinecrest College', 'PC', '#2f5d3a', '#ffffff', 'shield')],
};

export const summit: SiteDefinition = {
  row: {
    ...basics({ slug: 'summit', name: 'Summit University', unit_id: 105, brand_color: '#4b2e83', text_color: '#ffffff', time_zone: 'America/New_York' }),
    url: 'https://www.summit.example.edu',
    redirect_url: 'https://dining.summit.example.edu',
  },
  alerts: [],
  slides: [],
  images: [logo('summit', 'Summit University', 'SU', '#4b2e83', '#ffffff', 'shield')],
};

export const oldmill: SiteDefinition = {
  row: {
    ...basics({ slug: 'oldmill', name: 'Old Mill Institute', unit_id: 106, brand_color: '#5a4634', text_color: '#ffffff', time_zone: 'America/New_York' }),
    published: false,
  },
  alerts: [],
  slides: [],
  images: [logo('oldmill', 'Old Mill Institute', 'OM', '#5a4634', '#ffffff', 'circle')],
};

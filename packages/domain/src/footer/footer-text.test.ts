import { describe, expect, it } from 'vitest';
import { addressLines, copyrightLine, siteWebsite, upcomingEventLinks } from './footer-text.ts';
import { footerLinks } from './footer-links.ts';

describe('copyrightLine', () => {
  it('uses the year it is given', () => {
    expect(copyrightLine('Northfield University', 2031)).toBe('© 2031 Northfield University');
  });
});

describe('siteWebsite', () => {
  it('adds https when the URL lacks http', () => {
    expect(siteWebsite('www.northfield.example.edu')).toEqual({ href: 'https://www.northfield.example.edu', text: 'www.northfield.example.edu' });
  });
  it('keeps an http URL', () => expect(siteWebsite('http://a.edu/')).toEqual({ href: 'http://a.edu/', text: 'a.edu' }));
  it('is null without a URL', () => {
    expect(siteWebsite(null)).toBeNull();
    expect(siteWebsite('  ')).toBeNull();
  });
});

describe('addressLines', () => {
  it('formats street and place', () => {
    expect(addressLines({ street: '100 Commons Way', city: 'Northfield', state: 'MA', zip_code: '01360' })).toEqual(['100 Commons Way', 'Northfield, MA 01360']);
  });
  it('skips missing parts', () => {
    expect(addressLines({ street: null, city: 'Northfield', state: null, zip_code: null })).toEqual(['Northfield']);
    expect(addressLines({ street: null, city: null, state: null, zip_code: null })).toEqual([]);
  });
});

describe('upcomingEventLinks', () => {
  it('links the event and the events section', () => {
    expect(upcomingEventLinks('northfield', { id: 7, title: 'Harvest Dinner' }, 'events')).toEqual({
      event: { href: '/northfield/event/7', title: 'Harvest Dinner' },
      allEvents: { href: '/northfield/events' },
    });
  });
  it('is null without an event', () => expect(upcomingEventLinks('northfield', null, 'events')).toBeNull());
  it('leaves out the list link without an events section', () => {
    expect(upcomingEventLinks('northfield', { id: 7, title: 'x' }, null)?.allEvents).toBeNull();
  });
});

describe('footerLinks', () => {
  it('lists the mobile app, legal pages and the external privacy request form, which names the site', () => {
    expect(footerLinks('lakeside', 'Lakeside College & Seminary')).toEqual([
      { text: 'Mobile App', href: '/lakeside/dine-on-campus-mobile-app', isExternal: false },
      { text: 'Privacy Policy', href: '/lakeside/privacy', isExternal: false },
      { text: 'Terms of Use', href: '/lakeside/terms-of-use', isExternal: false },
      { text: 'Privacy Request Form', href: 'https://privacy.commons-dining.example/request?site=Lakeside%20College%20%26%20Seminary', isExternal: true },
    ]);
  });
});

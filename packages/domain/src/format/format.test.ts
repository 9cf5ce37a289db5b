import { describe, expect, it } from 'vitest';
import { formatExtension, formatPhone } from './phone.ts';
import { withHttps } from './with-https.ts';

describe('formatPhone', () => {
  it('formats ten digits', () => expect(formatPhone('6175550123')).toBe('(617) 555-0123'));
  it('keeps punctuation-free input of other lengths as given', () => expect(formatPhone(' 555-0123 ')).toBe('555-0123'));
  it('is null for nothing', () => expect(formatPhone(null)).toBeNull());
});

describe('formatExtension', () => {
  it('prefixes ext.', () => expect(formatExtension('204')).toBe('ext. 204'));
  it('is null when empty', () => expect(formatExtension('')).toBeNull());
});

describe('withHttps', () => {
  it('adds https to a bare host', () => expect(withHttps('www.northfield.example.edu/housing')).toBe('https://www.northfield.example.edu/housing'));
  it('keeps http and https', () => {
    expect(withHttps('http://a.edu')).toBe('http://a.edu');
    expect(withHttps('HTTPS://a.edu')).toBe('HTTPS://a.edu');
  });
  it('handles protocol-relative URLs', () => expect(withHttps('//cdn.a.edu/x')).toBe('https://cdn.a.edu/x'));
});

import { describe, expect, it, vi } from 'vitest';
import { commonsHelmetOptions, helmetHeaders } from './security-headers.ts';
import { pagePolicy, pagePolicySource } from './page-policy.ts';

const base = helmetHeaders(commonsHelmetOptions)['content-security-policy'] ?? '';
const directive = (policy: string, name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `))?.trim();

describe('pagePolicy', () => {
  it("lets scripts come only from this origin and the configured sections' https origins", () => {
    const policy = pagePolicy(base, ['https://widgets.example.com/menu.js?v=2', 'https://widgets.example.com/other.js', 'https://cdn.example.org/a.js']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://cdn.example.org https://widgets.example.com");
  });

  it('ignores addresses that are not https or not addresses at all', () => {
    const policy = pagePolicy(base, ['http://plain.example.com/a.js', 'javascript:alert(1)', 'not a url', "https://x.example.com/'; script-src *"]);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://x.example.com");
  });

  it('allows frames only from the video players the tiles embed, and keeps the other directives', () => {
    const policy = pagePolicy(base, []);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });
});

describe('pagePolicySource', () => {
  it('reads the configured scripts again after 30 s, and keeps the last policy when a read fails', async () => {
    let at = 0;
    const answers: (string[] | Error)[] = [['https://a.example.com/x.js'], new Error('database down'), ['https://b.example.com/y.js']];
    let reads = 0;
    const source = pagePolicySource(base, async () => {
      const next = answers[reads++];
      if (next instanceof Error) throw next;
      return next ?? [];
    }, () => at);
    const scripts = async () => directive(await source(), 'script-src');
    expect(await scripts()).toBe("script-src 'self' https://a.example.com");
    at = 29_999;
    expect([await scripts(), reads]).toEqual(["script-src 'self' https://a.example.com", 1]);
    at = 30_000;
    expect([await scripts(), reads]).toEqual(["script-src 'self' https://a.example.com", 2]);
    expect([await scripts(), reads]).toEqual(["script-src 'self' https://b.example.com", 3]);
  });

  it("allows this origin's scripts only when the first read fails", async () => {
    const source = pagePolicySource(base, () => Promise.reject(new Error('database down')));
    expect(directive(await source(), 'script-src')).toBe("script-src 'self'");
  });

  it('does not wait past its limit for a read that hangs, and shares the one read in progress', async () => {
    let reads = 0;
    let finish: (urls: string[]) => void = () => undefined;
    const source = pagePolicySource(
      base,
      () => {
        reads += 1;
        return new Promise<string[]>((resolve) => (finish = resolve));
      },
      () => 0,
      20,
    );
    expect(directive(await source(), 'script-src')).toBe("script-src 'self'");
    expect(directive(await source(), 'script-src')).toBe("script-src 'self'");
    expect(reads).toBe(1);
    finish(['https://late.example.com/x.js']);
    await vi.waitFor(async () => expect(directive(await source(), 'script-src')).toBe("script-src 'self' https://late.example.com"));
    expect(reads).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeSvg, svgLimits, type SvgVerdict } from './sanitize-svg.ts';
import { svgTextOf } from './svg-text.ts';
import { cleanSvgs, hostileSvgs } from './testing/svg-samples.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

/** The verdict on an upload's text, which must read as SVG first. */
function verdictOn(text: string): SvgVerdict {
  const svg = svgTextOf(Buffer.from(text));
  if (!svg) throw new Error(`not read as SVG: ${text.slice(0, 60)}`);
  return sanitizeSvg(svg);
}

describe('sanitizeSvg', () => {
  it.each(Object.entries(cleanSvgs))('keeps a clean %s logo as it draws, without its editor metadata', (_name, sample) => {
    const verdict = verdictOn(sample.svg);
    if (!verdict.ok) throw new Error(`refused: ${verdict.refusal} ${verdict.details.join(', ')}`);
    expect(verdict.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const kept of sample.keeps) expect(verdict.svg).toContain(kept);
    for (const dropped of sample.drops) expect(verdict.svg).not.toContain(dropped);
    // What is served reads as SVG again, and sanitising it again changes nothing.
    const again = verdictOn(verdict.svg);
    expect(again).toEqual({ ok: true, svg: verdict.svg });
  });

  it.each(Object.entries(hostileSvgs))('refuses %s as hostile', (_name, text) => {
    const verdict = verdictOn(text);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.refusal).toBe('hostile');
  });

  it('says what was hostile, for the log', () => {
    const verdict = verdictOn(`<svg ${SVG} onload="alert(1)"><image href="https://tracker.example/p.png"/><script>x()</script></svg>`);
    expect(verdict).toEqual({
      ok: false,
      refusal: 'hostile',
      details: ['an event handler (onload on <svg>)', 'a link to "https://tracker.example/p.png" (href on <image>)', 'a <script> element'],
    });
  });

  it('refuses entity declarations (a billion laughs) before parsing', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg ${SVG}><text>&c;</text></svg>`;
    expect(verdictOn(laughs)).toMatchObject({ ok: false, refusal: 'unsupported' });
  });

  it('refuses an animation rather than quietly dropping it', () => {
    const verdict = verdictOn(`<svg ${SVG}><rect width="10" height="10"><animate attributeName="x" from="0" to="5" dur="1s"/></rect></svg>`);
    expect(verdict).toEqual({ ok: false, refusal: 'unsupported', details: ['<animate>'] });
  });

  it('refuses text that is not well-formed SVG', () => {
    expect(verdictOn(`<svg ${SVG}><g></svg>`)).toMatchObject({ ok: false, refusal: 'unreadable' });
    expect(verdictOn('<svg><rect width="1" height="1"/></svg>')).toMatchObject({ ok: false, refusal: 'unreadable' });
    expect(verdictOn(`<svg ${SVG}><rect width="1`)).toMatchObject({ ok: false, refusal: 'unreadable' });
  });

  it('refuses more nodes, attributes or nesting than a logo has, before parsing', () => {
    const started = performance.now();
    const over = [
      `<svg ${SVG}>${'<rect/>'.repeat(svgLimits.nodes)}</svg>`,
      `<svg ${SVG}>${'<!---->'.repeat(200_000)}</svg>`,
      `<svg ${SVG}>${'<g>'.repeat(svgLimits.depth)}${'</g>'.repeat(svgLimits.depth)}</svg>`,
      // A quoted "/>" does not end the tag: the nesting is counted all the same.
      `<svg ${SVG}>${'<g a="/>">'.repeat(50_000)}${'</g>'.repeat(50_000)}</svg>`,
      `<svg ${SVG}><rect${Array.from({ length: 200_000 }, (_, i) => ` a${i}=""`).join('')}/></svg>`,
      `<svg ${SVG}>${'<rect x="1" y="1" width="1" height="1" fill="red"/>'.repeat(4_001)}</svg>`,
    ];
    for (const text of over) expect(verdictOn(text)).toMatchObject({ ok: false, refusal: 'tooComplex' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('takes a logo at the limits in reasonable time', () => {
    const started = performance.now();
    const shapes = Array.from({ length: svgLimits.nodes - 1 }, (_, i) => `<path d="M${i % 100} ${Math.floor(i / 100)}h1v1z" fill="#${(i % 4096).toString(16).padStart(3, '0')}"/>`).join('');
    expect(verdictOn(`<svg ${SVG} viewBox="0 0 100 50">${shapes}</svg>`).ok).toBe(true);
    // About 1 to 2 s on a busy 2-core machine; what the limits guard against takes minutes.
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});

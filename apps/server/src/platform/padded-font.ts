import { inflateSync } from 'node:zlib';

/**
 * A TrueType font (or a WOFF 1.0 one, unpacked) with every glyph's outline padded to a 4-byte
 * boundary.
 *
 * fontkit (pdf-lib's font engine) inflates a WOFF table each time it reads it, once per glyph when
 * it subsets a font; and it copies each glyph's bytes as they are and writes short offsets when
 * the subset is small, which breaks every glyph after one of odd length (PDF readers then draw no
 * glyph of that font: a name vanishes). Fonts with padded glyphs, as the TrueType format advises,
 * subset correctly.
 */
export function paddedTrueType(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const woff = view.getUint32(0) === 0x774f4646;
  const flavor = woff ? view.getUint32(4) : view.getUint32(0);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < view.getUint16(woff ? 12 : 4); i++) {
    const entry = woff ? 44 + 20 * i : 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(entry, entry + 4));
    if (woff) {
      const offset = view.getUint32(entry + 4);
      const compressed = view.getUint32(entry + 8);
      const length = view.getUint32(entry + 12);
      const data = font.subarray(offset, offset + compressed);
      tables.set(tag, compressed < length ? new Uint8Array(inflateSync(data)) : data);
    } else {
      const offset = view.getUint32(entry + 8);
      tables.set(tag, font.subarray(offset, offset + view.getUint32(entry + 12)));
    }
  }
  padGlyphs(tables);
  return sfnt(flavor, tables);
}

function padGlyphs(tables: Map<string, Uint8Array>): void {
  const head = tables.get('head');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const maxp = tables.get('maxp');
  if (!head || !loca || !glyf || !maxp) return;
  const headView = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const longOffsets = headView.getInt16(50) === 1;
  const locaView = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  const glyphs = new DataView(maxp.buffer, maxp.byteOffset, maxp.byteLength).getUint16(4);
  const offsetOf = (gid: number) => (longOffsets ? locaView.getUint32(gid * 4) : locaView.getUint16(gid * 2) * 2);

  const padded = (length: number) => (length + 3) & ~3;
  let size = 0;
  for (let gid = 0; gid < glyphs; gid++) size += padded(offsetOf(gid + 1) - offsetOf(gid));
  const newGlyf = new Uint8Array(size);
  const newLoca = new Uint8Array(4 * (glyphs + 1));
  const newLocaView = new DataView(newLoca.buffer);
  let at = 0;
  for (let gid = 0; gid < glyphs; gid++) {
    newLocaView.setUint32(gid * 4, at);
    newGlyf.set(glyf.subarray(offsetOf(gid), offsetOf(gid + 1)), at);
    at += padded(offsetOf(gid + 1) - offsetOf(gid));
  }
  newLocaView.setUint32(glyphs * 4, at);

  const newHead = new Uint8Array(head);
  const newHeadView = new DataView(newHead.buffer);
  newHeadView.setUint32(8, 0); // checkSumAdjustment, set again below
  newHeadView.setInt16(50, 1); // long loca offsets
  tables.set('head', newHead);
  tables.set('loca', newLoca);
  tables.set('glyf', newGlyf);
}

function checksum(data: Uint8Array): number {
  const words = new Uint8Array((data.length + 3) & ~3);
  words.set(data);
  const view = new DataView(words.buffer);
  let sum = 0;
  for (let i = 0; i < words.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** The tables as an sfnt (TrueType) file: header, table directory in tag order, tables 4-byte aligned. */
function sfnt(flavor: number, tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerSize = 12 + 16 * tags.length;
  let size = headerSize;
  for (const tag of tags) size += ((tables.get(tag)?.length ?? 0) + 3) & ~3;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, flavor);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerSize;
  let headOffset = -1;
  tags.forEach((tag, i) => {
    const data = tables.get(tag) ?? new Uint8Array();
    const entry = 12 + 16 * i;
    for (let c = 0; c < 4; c++) out[entry + c] = tag.charCodeAt(c);
    view.setUint32(entry + 4, checksum(data));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, data.length);
    out.set(data, offset);
    if (tag === 'head') headOffset = offset;
    offset += (data.length + 3) & ~3;
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

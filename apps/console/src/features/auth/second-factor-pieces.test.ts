import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code.tsx';
import { recoveryCodesFile } from './recovery-codes-step.tsx';
import { secretInGroups } from './secret-groups.ts';

describe('the set-up key as text', () => {
  it('is in upper-case groups of four, to type from the screen', () => {
    expect(secretInGroups('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(secretInGroups('jbswy3dpehpk3pxpab')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(secretInGroups('JBSW Y3DP====')).toBe('JBSW Y3DP');
  });
});

describe('the QR code', () => {
  it('draws exactly the dark modules of the code, row by row', () => {
    const uri = 'otpauth://totp/Commons:manager%40northfield.example.edu?secret=JBSWY3DPEHPK3PXP&issuer=Commons';
    const { d, size } = qrPath(uri);
    const code = qrcode(0, 'M');
    code.addData(uri, 'Byte');
    code.make();
    expect(size).toBe(code.getModuleCount());
    const drawn = new Set<string>();
    for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let col = Number(x); col < Number(x) + Number(width); col++) drawn.add(`${y},${col}`);
    }
    const dark = new Set<string>();
    for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (code.isDark(row, col)) dark.add(`${row},${col}`);
    expect(drawn).toEqual(dark);
  });
});

describe('the recovery codes file', () => {
  it('names the account and lists each code on its own line', () => {
    const text = recoveryCodesFile('pat@example.edu', ['abcde-12345', 'fghij-67890']);
    expect(text.split('\n')).toEqual([
      'Commons console recovery codes for pat@example.edu',
      '',
      'abcde-12345',
      'fghij-67890',
      '',
      'Each code signs you in once, in place of a code from your authenticator app.',
      '',
    ]);
  });
});

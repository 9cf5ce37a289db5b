import { readFileSync } from 'node:fs';
import forge from 'node-forge';

/** The settings that sign Apple Wallet passes; all five together, or none (no pass is offered). */
export interface PassSettingsInput {
  PASS_TYPE_ID?: string | undefined;
  PASS_TEAM_ID?: string | undefined;
  PASS_CERT_PEM?: string | undefined;
  PASS_KEY_PEM?: string | undefined;
  PASS_WWDR_PEM?: string | undefined;
  PASS_KEY_PASSPHRASE?: string | undefined;
}

/** What signs a pass: its ids, the pass type certificate and key, and Apple's WWDR intermediate certificate. */
export interface PassSigning {
  passTypeId: string;
  teamId: string;
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  wwdr: forge.pki.Certificate;
}

const REQUIRED = ['PASS_TYPE_ID', 'PASS_TEAM_ID', 'PASS_CERT_PEM', 'PASS_KEY_PEM', 'PASS_WWDR_PEM'] as const;

/** PEM text as given, or the text of the file a path names. */
function pemOf(value: string): string {
  return value.trimStart().startsWith('-----BEGIN') ? value : readFileSync(value, 'utf8');
}

function parse<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new Error(`${name}: not a readable PEM file or PEM text (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * The pass-signing settings, or null when none is set. Some but not all of them, or one that does
 * not parse, stops the server at start with a message naming the setting: a wrong setting found at
 * the first download would only show as a missing link.
 */
export function readPassSigning(input: PassSettingsInput): PassSigning | null {
  const missing = REQUIRED.filter((name) => !input[name]?.trim());
  if (missing.length === REQUIRED.length) return null;
  if (missing.length > 0) throw new Error(`Apple Wallet pass settings are incomplete: set ${missing.join(', ')} too, or none of them.`);
  const keyPem = parse('PASS_KEY_PEM', () => pemOf(input.PASS_KEY_PEM ?? ''));
  const key = parse('PASS_KEY_PEM', () => {
    const found = input.PASS_KEY_PASSPHRASE ? forge.pki.decryptRsaPrivateKey(keyPem, input.PASS_KEY_PASSPHRASE) : forge.pki.privateKeyFromPem(keyPem);
    if (!found) throw new Error('the passphrase does not open the key');
    return found;
  });
  return {
    passTypeId: (input.PASS_TYPE_ID ?? '').trim(),
    teamId: (input.PASS_TEAM_ID ?? '').trim(),
    certificate: parse('PASS_CERT_PEM', () => forge.pki.certificateFromPem(pemOf(input.PASS_CERT_PEM ?? ''))),
    key,
    wwdr: parse('PASS_WWDR_PEM', () => forge.pki.certificateFromPem(pemOf(input.PASS_WWDR_PEM ?? ''))),
  };
}

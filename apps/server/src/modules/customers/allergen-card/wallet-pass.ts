import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import forge from 'node-forge';
import type { CardContent } from './card-content.ts';
import type { PassSigning } from './pass-settings.ts';
import { discIcon } from './png-icon.ts';

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

const rgbText = ([r, g, b]: readonly [number, number, number]) => `rgb(${r}, ${g}, ${b})`;

/** pass.json of a generic pass (Apple's PassKit Package Format): the card's front and back. */
export function passJson(card: CardContent, signing: Pick<PassSigning, 'passTypeId' | 'teamId'>) {
  return {
    formatVersion: 1,
    passTypeIdentifier: signing.passTypeId,
    teamIdentifier: signing.teamId,
    serialNumber: card.serial,
    organizationName: card.siteName,
    description: `${card.siteName} allergen card`,
    logoText: 'Allergen card',
    backgroundColor: rgbText(card.brand),
    foregroundColor: rgbText(card.onBrand),
    labelColor: rgbText(card.onBrand),
    // Health details: the pass is not to be shared from Wallet.
    sharingProhibited: true,
    generic: {
      primaryFields: [{ key: 'name', label: 'NAME', value: card.name }],
      secondaryFields: [{ key: 'allergens', label: 'ALLERGIES', value: card.allergens.length > 0 ? card.allergens.join(', ') : 'None listed' }],
      auxiliaryFields: [
        { key: 'epinephrine', label: 'CARRIES EPINEPHRINE', value: card.carriesEpinephrine ? 'Yes' : 'No' },
        { key: 'contact', label: 'EMERGENCY CONTACT', value: `${card.contactName} ${card.contactNumber}` },
      ],
      backFields: [
        { key: 'contact_name', label: 'Emergency contact', value: card.contactName },
        { key: 'contact_number', label: 'Emergency contact number', value: card.contactNumber },
        { key: 'site', label: 'Issued by', value: card.siteName },
        { key: 'serial', label: 'Card number', value: card.serial },
      ],
    },
  };
}

/** A PKCS #7 detached signature (DER) of `manifest`: signer's certificate and Apple's WWDR certificate inside, SHA-256, with signing time. */
export function signManifest(manifest: Uint8Array, signing: PassSigning, now: Date): Uint8Array {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(Buffer.from(manifest).toString('binary'));
  p7.addCertificate(signing.certificate);
  p7.addCertificate(signing.wwdr);
  p7.addSigner({
    key: signing.key,
    certificate: signing.certificate,
    digestAlgorithm: forge.pki.oids.sha256 ?? '2.16.840.1.101.3.4.2.1',
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType ?? '1.2.840.113549.1.9.3', value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest ?? '1.2.840.113549.1.9.4' },
      // forge's typings want a string; it writes a Date as UTCTime.
      { type: forge.pki.oids.signingTime ?? '1.2.840.113549.1.9.5', value: now as unknown as string },
    ],
  });
  p7.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

/** The .pkpass: a zip of pass.json, the icons, manifest.json (SHA-1 of each file) and its signature. */
export function walletPass(card: CardContent, signing: PassSigning, now: Date): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'pass.json': Buffer.from(JSON.stringify(passJson(card, signing))),
    'icon.png': discIcon(29, card.brand, card.onBrand),
    'icon@2x.png': discIcon(58, card.brand, card.onBrand),
    'icon@3x.png': discIcon(87, card.brand, card.onBrand),
  };
  const manifest = Buffer.from(JSON.stringify(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, sha1(bytes)]))));
  const entries = { ...files, 'manifest.json': manifest, signature: signManifest(manifest, signing, now) };
  return zipSync(entries, { level: 6, mtime: now });
}

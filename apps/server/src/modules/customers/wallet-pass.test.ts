import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import type { TestApp } from '../../test-support/test-app.ts';
import { browser, customerTestApp, signedUp } from './testing/customer-test-kit.ts';
import { allergenForm } from './testing/allergen-test-kit.ts';
import { readPassSigning } from './allergen-card/pass-settings.ts';
import { TEST_PASS_TYPE_ID, TEST_TEAM_ID, throwawayPassCertificates } from '../../test-support/throwaway-pass-signing.ts';

const TODAY = new Date('2026-11-22T16:50:00Z');
const PASS_TYPE_ID = TEST_PASS_TYPE_ID;
const TEAM_ID = TEST_TEAM_ID;

const certs = throwawayPassCertificates();
const dir = mkdtempSync(join(tmpdir(), 'commons-pass-'));
// The certificate and key as files (paths), the WWDR certificate as PEM text: both forms are taken.
writeFileSync(join(dir, 'pass.pem'), forge.pki.certificateToPem(certs.pass.cert));
writeFileSync(join(dir, 'pass.key'), forge.pki.encryptRsaPrivateKey(certs.pass.key, 'key-passphrase'));
const passConfig = {
  PASS_TYPE_ID,
  PASS_TEAM_ID: TEAM_ID,
  PASS_CERT_PEM: join(dir, 'pass.pem'),
  PASS_KEY_PEM: join(dir, 'pass.key'),
  PASS_KEY_PASSPHRASE: 'key-passphrase',
  PASS_WWDR_PEM: forge.pki.certificateToPem(certs.ca.cert),
};

let t: TestApp;
let nf = 0;
let lk = 0;
beforeAll(async () => {
  const made = await customerTestApp(TODAY, () => TODAY, passConfig);
  t = made.t;
  nf = made.northfield;
  lk = made.lakeside;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const passOf = (b: ReturnType<typeof browser>, siteId: number, customerId: number | string) => b.get(`/v1/pass/allergen_card?customer_id=${customerId}&site_id=${siteId}`);

/** Checks a PKCS #7 detached signature of `content` as a pass reader does: digest, signed attributes, signer certificate and its issuer. */
function verifyDetached(signature: Uint8Array, content: Uint8Array) {
  const der = forge.util.createBuffer(Buffer.from(signature).toString('binary'));
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der)) as forge.pkcs7.PkcsSignedData & { rawCapture: { signerInfos: forge.asn1.Asn1[] } };
  const certificates = message.certificates.map((c) => forge.pki.certificateToPem(c));
  const signerInfo = message.rawCapture.signerInfos[0] as forge.asn1.Asn1;
  const parts = signerInfo.value as forge.asn1.Asn1[];
  const digestAlgorithm = forge.asn1.derToOid(((parts[2] as forge.asn1.Asn1).value as forge.asn1.Asn1[])[0]?.value as string);
  const attributes = parts[3] as forge.asn1.Asn1;
  const signatureBytes = (parts[5] as forge.asn1.Asn1).value as string;
  expect(digestAlgorithm).toBe(forge.pki.oids.sha256);
  // The signed attributes hold the content's digest.
  const attributeList = attributes.value as forge.asn1.Asn1[];
  const attribute = (oid: string) => {
    const found = attributeList.find((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0]?.value as string) === oid);
    return ((found?.value as forge.asn1.Asn1[])[1]?.value as forge.asn1.Asn1[])[0];
  };
  const messageDigest = attribute(forge.pki.oids.messageDigest ?? '')?.value as string;
  expect(Buffer.from(messageDigest, 'binary').toString('hex')).toBe(createHash('sha256').update(content).digest('hex'));
  expect(attribute(forge.pki.oids.signingTime ?? '')).toBeDefined();
  // The signature covers the attributes, DER-encoded as a SET.
  const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributeList);
  const md = forge.md.sha256.create();
  md.update(forge.asn1.toDer(asSet).getBytes());
  // The signer is the certificate the signer info names (issuer and serial number), found among those sent.
  const signerSerial = forge.util.bytesToHex(((parts[1] as forge.asn1.Asn1).value as forge.asn1.Asn1[])[1]?.value as string);
  const signer = message.certificates.find((c) => c.serialNumber === signerSerial);
  if (!signer) throw new Error('the signer certificate is not in the signature');
  expect(forge.pki.certificateToPem(signer)).toBe(forge.pki.certificateToPem(certs.pass.cert));
  if (!(signer.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), signatureBytes)) throw new Error('bad signature');
  expect(certs.ca.cert.verify(signer)).toBe(true);
  return { certificates, md };
}

describe('GET /v1/pass/allergen_card with pass-signing settings', () => {
  it('answers a signed pass: pass.json fields, every manifest hash, the signature', async () => {
    const { b, customer } = await signedUp(t, nf, { first_name: 'Grace', last_name: 'Hopper' });
    const saved = await b.post('/v1/customer/update_allergen_profile', allergenForm(customer.id, nf));
    expect(saved.json().allergen_card).toEqual({ serial_number: expect.any(String), wallet_pass: true });
    expect((await b.info(nf, customer.id)).json().allergen_card.wallet_pass).toBe(true);

    const res = await passOf(b, nf, customer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toBe('attachment; filename="allergen-card-grace-hopper.pkpass"');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['icon.png', 'icon@2x.png', 'icon@3x.png', 'manifest.json', 'pass.json', 'signature']);
    const pass = JSON.parse(Buffer.from(files['pass.json'] ?? []).toString('utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      serialNumber: saved.json().allergen_card.serial_number,
      organizationName: 'Northfield University',
      description: 'Northfield University allergen card',
      sharingProhibited: true,
      generic: {
        primaryFields: [{ key: 'name', label: 'NAME', value: 'Grace Hopper' }],
        secondaryFields: [{ key: 'allergens', label: 'ALLERGIES', value: 'Milk, Peanuts, Mustard' }],
        auxiliaryFields: [
          { key: 'epinephrine', label: 'CARRIES EPINEPHRINE', value: 'Yes' },
          { key: 'contact', label: 'EMERGENCY CONTACT', value: 'Grace Hopper (413) 555-0111' },
        ],
      },
    });
    expect(pass.backgroundColor).toMatch(/^rgb\(\d+, \d+, \d+\)$/);

    const manifestBytes = files['manifest.json'] ?? new Uint8Array();
    const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['icon.png', 'icon@2x.png', 'icon@3x.png', 'pass.json']);
    for (const [name, hash] of Object.entries(manifest)) expect(createHash('sha1').update(files[name] ?? '').digest('hex'), name).toBe(hash);
    expect(Buffer.from(files['icon.png'] ?? []).subarray(1, 4).toString()).toBe('PNG');

    const { certificates } = verifyDetached(files.signature ?? new Uint8Array(), manifestBytes);
    // The WWDR certificate travels with the signer's, as Wallet requires.
    expect(certificates).toContain(forge.pki.certificateToPem(certs.ca.cert));
    expect(certificates).toContain(forge.pki.certificateToPem(certs.pass.cert));
    // A changed manifest no longer matches the signature.
    expect(() => verifyDetached(files.signature ?? new Uint8Array(), Buffer.from(`${Buffer.from(manifestBytes).toString()} `))).toThrow();
  });

  it("is a 404 before the profile is saved or without the flag, 403 for another customer, 401 without a session", async () => {
    const mine = await signedUp(t, nf);
    expect((await passOf(mine.b, nf, mine.customer.id)).statusCode).toBe(404);
    const theirs = await signedUp(t, nf);
    await theirs.b.post('/v1/customer/update_allergen_profile', allergenForm(theirs.customer.id, nf));
    expect((await passOf(mine.b, nf, theirs.customer.id)).statusCode).toBe(403);
    expect((await passOf(browser(t), nf, theirs.customer.id)).statusCode).toBe(401);
    const other = await signedUp(t, lk);
    expect((await passOf(other.b, nf, other.customer.id)).statusCode).toBe(401);
    expect((await passOf(other.b, lk, other.customer.id)).statusCode).toBe(404);
    expect((await passOf(mine.b, nf, 'x'.repeat(300))).statusCode).toBe(400);
  });
});

describe('pass-signing settings', () => {
  it('are all or none; a wrong one stops the server with its name', () => {
    expect(readPassSigning({})).toBeNull();
    expect(() => readPassSigning({ PASS_TYPE_ID, PASS_TEAM_ID: TEAM_ID })).toThrow('set PASS_CERT_PEM, PASS_KEY_PEM, PASS_WWDR_PEM too, or none of them.');
    expect(() => readPassSigning({ ...passConfig, PASS_WWDR_PEM: '-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----' })).toThrow(/^PASS_WWDR_PEM/);
    expect(() => readPassSigning({ ...passConfig, PASS_CERT_PEM: join(dir, 'missing.pem') })).toThrow(/^PASS_CERT_PEM/);
    expect(() => readPassSigning({ ...passConfig, PASS_KEY_PASSPHRASE: 'wrong' })).toThrow(/^PASS_KEY_PEM/);
    expect(readPassSigning(passConfig)?.passTypeId).toBe(PASS_TYPE_ID);
  });
});

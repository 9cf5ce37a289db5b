import forge from 'node-forge';

export const TEST_PASS_TYPE_ID = 'pass.edu.example.northfield.allergen';
export const TEST_TEAM_ID = 'A1B2C3D4E5';

type Issued = { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey };

function issue(subject: string, issuer: Issued | null, serial: string): Issued {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2028-01-01T00:00:00Z');
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : [{ name: 'commonName', value: subject }]);
  cert.setExtensions(issuer ? [{ name: 'basicConstraints', cA: false }] : [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true }]);
  cert.sign(issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return { cert, key: keys.privateKey };
}

/** A throwaway CA standing in for Apple's WWDR, and a pass type certificate it issued: for tests only. */
export function throwawayPassCertificates(): { ca: Issued; pass: Issued } {
  const ca = issue('Throwaway WWDR', null, '01');
  return { ca, pass: issue(`Pass Type ID: ${TEST_PASS_TYPE_ID}`, ca, '02') };
}

/** Pass-signing settings as PEM text, for an app under test. */
export function throwawayPassConfig(certs = throwawayPassCertificates()) {
  return {
    PASS_TYPE_ID: TEST_PASS_TYPE_ID,
    PASS_TEAM_ID: TEST_TEAM_ID,
    PASS_CERT_PEM: forge.pki.certificateToPem(certs.pass.cert),
    PASS_KEY_PEM: forge.pki.privateKeyToPem(certs.pass.key),
    PASS_WWDR_PEM: forge.pki.certificateToPem(certs.ca.cert),
  };
}

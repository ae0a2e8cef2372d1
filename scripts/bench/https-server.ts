// The benchmark serves the build as a static host on the internet does: HTTPS with HTTP/2
// (GitHub Pages, Netlify, Cloudflare Pages and S3 with CloudFront all do), through the same
// request handler as `npm start`. Lighthouse's simulation (Lantern) models the protocol it
// observes: over HTTP/1.1 a page's requests share six connections, each opening with its own
// handshake and slow start, which no visitor's browser meets on such a host.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { createStaticHandler } from '../serve.ts';

export interface SecureServer {
  /** https://localhost:<port>/ */
  url: string;
  /** The Chromium flag that trusts this server's self-signed certificate, and no other. */
  chromiumFlag: string;
  close: () => Promise<void>;
}

/** A new self-signed certificate for localhost in `dir`, made with the openssl command. */
function localCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const keyFile = path.join(dir, 'localhost-key.pem');
  const certFile = path.join(dir, 'localhost-cert.pem');
  fs.mkdirSync(dir, { recursive: true });
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'];
  try {
    execFileSync('openssl', [...args, '-keyout', keyFile, '-out', certFile], { stdio: 'pipe' });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `the benchmark serves the site over HTTPS and makes its certificate with openssl, which failed (${reason}); on Debian: apt-get install -y openssl`,
    );
  }
  return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
}

/** Serves `dir` at the root over HTTPS (HTTP/2, HTTP/1.1 for clients without it) on a free port. */
export function startSecureServer(dir: string, certificateDir: string): Promise<SecureServer> {
  const { key, cert } = localCertificate(certificateDir);
  const handler = createStaticHandler(dir, '/');
  // The compatibility API hands the handler request and response objects with the methods of
  // HTTP/1's (setHeader, statusCode, end, piping a file into the response) that sirv uses.
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) =>
    handler(req as unknown as http.IncomingMessage, res as unknown as http.ServerResponse),
  );
  // Chromium's pin of a certificate: base64 of the SHA-256 of its public key (SPKI, DER).
  const spki = createHash('sha256')
    .update(createPublicKey(cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `https://localhost:${port}/`,
        chromiumFlag: `--ignore-certificate-errors-spki-list=${spki}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

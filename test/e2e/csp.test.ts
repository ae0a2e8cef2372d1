// Security headers: the strict CSP meta tag on every page, no inline script or style for
// it to forbid, public/_headers equal to it plus what only a header can say, the nginx
// configuration of docs/deploying.md equal to public/_headers, and the policy enforced in the
// browser (that no page reports a violation under it is read by the sweep, sweep.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../scripts/document.ts';
import { OUT_DIR, ROOT_DIR } from '../../scripts/paths.ts';
import { visit } from './browser.ts';
import { parseHeadersFile } from './headers-file.ts';
import { cspViolations, recordCspViolations } from './quality.ts';

const HEADERS_FILE = path.join(ROOT_DIR, 'public/_headers');
const DEPLOYING = path.join(ROOT_DIR, 'docs/deploying.md');

/** The add_header lines of the nginx configuration in docs/deploying.md, as { name: value }; a header given two values is an error. */
function documentedNginxHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of fs
    .readFileSync(DEPLOYING, 'utf8')
    .matchAll(/^[\s#]*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)) {
    const [, name, value] = match as unknown as [string, string, string];
    if (headers[name] !== undefined && headers[name] !== value)
      throw new Error(`docs/deploying.md: two values for ${name}`);
    headers[name] = value;
  }
  return headers;
}

const headerRules = parseHeadersFile(fs.readFileSync(HEADERS_FILE, 'utf8'));

const htmlFiles = fs
  .readdirSync(OUT_DIR, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html'));

describe('the Content-Security-Policy', () => {
  it('is strict: no inline or eval script, no plugins, no foreign base, forms post nowhere', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'none'",
    });
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-|data:|\*|https?:/);
  });

  it.each(htmlFiles)('%s carries it in a meta tag before anything it governs, and has nothing inline', (file) => {
    const html = fs.readFileSync(path.join(OUT_DIR, file), 'utf8');
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
    expect(metas.map((meta) => meta[1]!.replaceAll('&#39;', "'"))).toEqual([CONTENT_SECURITY_POLICY]);
    const governed = html.search(/<(script|link|style|img)\b/);
    expect(metas[0]!.index).toBeLessThan(governed);
    // Inline code would be blocked (and is not needed): only JSON-LD data may be inline.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].filter(
      (script) => !script[1]!.includes('type="application/ld+json"'),
    );
    expect(inlineScripts.map((script) => script[0])).toEqual([]);
    expect(html).not.toMatch(/<style[\s>]|\sstyle="|\son[a-z]+="/i);
  });
});

describe('public/_headers', () => {
  const all = headerRules['/*'] ?? {};

  it('sends the meta policy plus frame-ancestors, and the other security headers', () => {
    expect(all['Content-Security-Policy']).toBe(`${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    // Both hosts serve only HTTPS; the HTTP Observatory wants at least six months (15,552,000 s).
    expect(Number(/^max-age=(\d+)$/.exec(all['Strict-Transport-Security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
      15_552_000,
    );
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const features = (all['Permissions-Policy'] ?? '').split(/,\s*/);
    expect(features).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']));
    expect(features.every((feature) => /^[a-z-]+=\(\)$/.test(feature))).toBe(true);
  });

  it('caches hashed assets for a year, and nothing else that way', () => {
    expect(headerRules['/assets/*']).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(all['Cache-Control']).toBeUndefined();
  });

  it('is copied into the build as it is', () => {
    expect(fs.readFileSync(path.join(OUT_DIR, '_headers'), 'utf8')).toBe(fs.readFileSync(HEADERS_FILE, 'utf8'));
  });

  it('says the same as the nginx configuration in docs/deploying.md', () => {
    expect(documentedNginxHeaders()).toEqual({ ...all, ...headerRules['/assets/*'] });
  });
});

describe('the policy in the browser', () => {
  // Every page is loaded under both policies, the meta tag's and the header's (the e2e server
  // sends dist/_headers), and reports no violation: the sweep (sweep.test.ts) reads that.
  it('is enforced, and its recorder reports a violation: an injected inline script', async () => {
    const { page, response } = await visit('/', { hydrate: false, prepare: recordCspViolations });
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'void 0';
      document.body.append(script);
    });
    await page.waitForFunction(() => (window.cspViolations?.length ?? 0) > 0);
    expect((await cspViolations(page))[0]).toMatch(/^script-src-elem blocked inline/);
  });
});

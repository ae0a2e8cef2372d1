// @vitest-environment node
// The link checker finds each kind of broken link it claims to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../../scripts/check-links.ts';

let dir: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

const page = (body: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/sub/assets/a.css"></head><body><main id="main">${body}</main></body></html>`;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
  write('assets/pic.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('about/index.html', page('<h1 id="top">About</h1>'));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('checkLinks', () => {
  it('passes a site whose links all resolve (base path, trailing slash, fragments, site URLs)', () => {
    write('assets/a.css', '.x { background: url("./pic.svg"); } .y { mask: url(#clip); }');
    write(
      'index.html',
      page(
        '<a href="#main">Skip</a><a href="/sub/about/">About</a><a href="about/#top">Top</a>' +
          '<a href="https://example.com/" rel="noopener noreferrer" target="_blank">Out</a>' +
          '<a href="mailto:a@example.com">Mail</a><img src="/sub/assets/pic.svg" alt="">' +
          '<link rel="canonical" href="https://site.example/sub/about/">',
      ),
    );
    const report = checkLinks(dir, '/sub/', 'https://site.example/sub/');
    expect(report.problems).toEqual([]);
    expect(report.internal).toBe(8);
    expect(report.external).toBe(1);
  });

  it('reports every kind of broken link', () => {
    write(
      'index.html',
      page(
        '<a href="/sub/abuot/">Typo</a><a href="/sub/about">No slash</a><a href="/sub/about/#nowhere">Frag</a>' +
          '<a href="#missing">Skip</a><a href="/about/">Outside base</a>' +
          '<a href="https://example.com/" target="_blank">Unsafe</a><img src="https://cdn.example/x.png" alt="">' +
          '<link rel="canonical" href="https://site.example/sub/gone/">',
      ),
    );
    write('assets/a.css', '.x { background: url(./gone.svg); }');
    expect(checkLinks(dir, '/sub/', 'https://site.example/sub/').problems.sort()).toEqual(
      [
        'assets/a.css: ./gone.svg → assets/gone.svg does not exist',
        'index.html: /sub/abuot/ → abuot/index.html does not exist',
        'index.html: /sub/about names a folder without its trailing slash (a redirect on most hosts)',
        'index.html: /sub/about/#nowhere → no element with id "nowhere" in about/index.html',
        'index.html: #missing → no element with id "missing" in index.html',
        'index.html: /about/ lies outside the base path /sub/',
        'index.html: external link https://example.com/ lacks rel="noopener noreferrer"',
        'index.html: loads https://cdn.example/x.png from another site',
        'index.html: https://site.example/sub/gone/ → gone/index.html does not exist',
      ].sort(),
    );
  });
});

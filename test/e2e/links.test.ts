// Every link of the built site resolves: internal href/src/srcset, CSS url(), manifest
// icons and sitemap entries point to files of the build; links to other sites carry
// rel="noopener noreferrer"; nothing is loaded from another site.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLinks, deployedRoot } from '../../scripts/check-links.ts';
import { BASE_PATH, OUT_DIR } from '../../scripts/paths.ts';
import { site } from '../../src/site.ts';
import { allPaths } from '../../src/routes.ts';

describe('links of the built site', () => {
  it('all resolve, and external ones open safely', () => {
    const report = checkLinks(OUT_DIR, BASE_PATH, deployedRoot(BASE_PATH, site.url));
    expect(report.problems).toEqual([]);
    // A checker that read nothing would pass too: every page links the header's seven targets at least.
    const pages = fs.readdirSync(OUT_DIR, { recursive: true }).filter((file) => String(file).endsWith('.html'));
    expect(pages.length).toBe(allPaths.length + 1); // every page of both editions, and 404.html
    expect(report.internal).toBeGreaterThan(pages.length * 7);
    expect(report.external).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(OUT_DIR, '404.html'))).toBe(true);
  });
});

// Valid HTML: the Nu Html Checker (vnu-jar, on Java) finds no error in any HTML file of
// the build, all checked in one Java start (test/helpers/html-checker.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR } from '../../scripts/paths.ts';
import { allPaths } from '../../src/routes.ts';
import { htmlErrors } from '../helpers/html-checker.ts';

describe('HTML validity (Nu Html Checker)', () => {
  it('finds no error in any HTML file of the build', () => {
    const files = fs
      .readdirSync(OUT_DIR, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(OUT_DIR, file));
    expect(files.length).toBe(allPaths.length + 1); // every page of both editions, and 404.html
    expect(htmlErrors(files, OUT_DIR)).toEqual([]);
  });
});

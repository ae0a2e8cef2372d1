// The GitHub Pages workflow deploys only after the checks that hold for any valid content: every
// test project of vite.config.ts but the sample content's (the specification's counts and prices,
// which a teacher's own content need not keep). The teacher's guide (docs/editing.md) gives her
// the same command. Its build takes each service setting from the repository's variables, as
// docs/editing.md tells the teacher to set them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../scripts/paths.ts';

const read = (file: string) => fs.readFileSync(path.join(ROOT_DIR, file), 'utf8');

describe('the deploy workflow', () => {
  it("runs every test project but the sample content's", () => {
    // The projects are the config's `test: { name: … }` entries (plugins have names too, one level up).
    const projects = [...read('vite.config.ts').matchAll(/test: \{\s+name: '([\w-]+)',/g)].map((match) => match[1]);
    const run = /npm test -- ((?:--project [\w-]+\s*)+)$/m.exec(read('.github/workflows/deploy.yml'))?.[1] ?? '';
    const runs = [...run.matchAll(/--project ([\w-]+)/g)].map((match) => match[1]);
    expect(projects).toContain('sample');
    expect(runs.sort()).toEqual(projects.filter((name) => name !== 'sample').sort());
  });

  it("is the command the teacher's guide gives for the deploy's checks", () => {
    const command = /npm test -- (?:--project [\w-]+\s*)+$/m.exec(read('.github/workflows/deploy.yml'))?.[0].trim();
    const guide = /`(npm test -- [^`]+)`/.exec(read('docs/editing.md'))?.[1]?.replace(/\s+/g, ' ');
    expect(command).toBeDefined();
    expect(guide).toBe(command);
  });

  it('passes every service setting the docs tell her to set as a repository variable to the build', () => {
    const workflow = read('.github/workflows/deploy.yml');
    for (const variable of ['ENQUIRY_ENDPOINT', 'NEWSLETTER_ENDPOINT', 'BOOKING_URL']) {
      expect(workflow).toContain(`${variable}: \${{ vars.${variable} }}`);
      expect(read('docs/editing.md')).toContain(variable);
    }
  });
});

// The build settings that keep the browser bundle small must not change what the site does:
// class names stay unique and stable, and the class-map rewrite only touches imports it can
// rewrite exactly.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { classNamesInPlace, shortClassNames } from '../../scripts/lean-bundle.ts';

describe('shortClassNames', () => {
  const root = '/project';

  it('names a class with a letter and three more characters, the same way every time', () => {
    const name = shortClassNames(root)('title', '/project/src/components/PageHero/PageHero.module.scss');
    expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_-]{3}$/);
    expect(shortClassNames(root)('title', '/project/src/components/PageHero/PageHero.module.scss')).toBe(name);
  });

  it('depends on the file within the project and the class, not on where the project lies', () => {
    const scoped = shortClassNames(root);
    const title = scoped('title', '/project/src/components/PageHero/PageHero.module.scss');
    expect(scoped('lead', '/project/src/components/PageHero/PageHero.module.scss')).not.toBe(title);
    expect(scoped('title', '/project/src/components/Section/Section.module.scss')).not.toBe(title);
    expect(shortClassNames('/elsewhere')('title', '/elsewhere/src/components/PageHero/PageHero.module.scss')).toBe(
      title,
    );
  });

  it('stops the build, naming both classes, when two would get the same name', () => {
    const scoped = shortClassNames(root);
    const file = '/project/src/styles.module.scss';
    const seen = new Map<string, string>();
    let collision: [string, string] | undefined;
    for (let i = 0; !collision; i += 1) {
      const name = shortClassNames(root)(`c${i}`, file);
      const earlier = seen.get(name);
      if (earlier) collision = [earlier, `c${i}`];
      seen.set(name, `c${i}`);
    }
    scoped(collision[0], file);
    expect(() => scoped(collision[1], file)).toThrow(
      `CSS classes src/styles.module.scss .${collision[0]} and src/styles.module.scss .${collision[1]} would both be named`,
    );
  });
});

describe('classNamesInPlace', () => {
  const [rewrite] = classNamesInPlace() as [Plugin];
  const transform = (code: string) => {
    const hook = rewrite.transform as { handler: (code: string, id: string) => { code: string } | null };
    return hook.handler.call(undefined, code, '/project/src/X.tsx')?.code ?? null;
  };

  it('imports the class map as a namespace where every use reads a class', () => {
    const code = "import styles from './X.module.scss';\nexport const X = () => <p className={styles.text} />;\n";
    expect(transform(code)).toBe(
      "import * as styles from './X.module.scss';\nexport const X = () => <p className={styles.text} />;\n",
    );
  });

  it('leaves the import alone where the map is used as a whole', () => {
    const code = "import styles from './X.module.scss';\nexport const names = Object.keys(styles);\n";
    expect(transform(code)).toBeNull();
  });
});

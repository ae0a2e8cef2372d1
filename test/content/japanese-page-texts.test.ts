// @vitest-environment node
// The Japanese edition states the business rules the English one does, in Japanese words:
// one trial length (30 minutes) and the lessons' (30 or 60, 90 for group classes), one reply
// time (24 hours), euro only, the site's facts from facts/site.yaml, and each policy's rules (the
// Japanese counterparts of page-texts.test.ts and policy-rules.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../scripts/content/load.ts';
import { site, trial } from '../../src/site.ts';
import { content } from '../helpers/content.ts';
import { seen } from '../helpers/seen-text.ts';
import { policiesOf, textOf } from './policy-rules.ts';

const policies = policiesOf('ja');

/** The Japanese content: its TypeScript modules, and the pages in src/content/ja/*.{yaml,md}. */
const modules: Record<string, unknown> = {
  ...import.meta.glob<Record<string, unknown>>('../../src/content/ja/*.ts', { eager: true }),
  ...Object.fromEntries(Object.entries(content.ja).map(([unit, words]) => [`${unit}.yaml`, words])),
};
const sources = import.meta.glob<string>('../../src/content/ja/*.{ts,yaml,md}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const nameOf = (path: string) => path.split('/').pop()!;

/** Every string in a content value, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

// The blog's articles speak of study routines ("five minutes a day"), not of lessons.
const texts = Object.entries(modules)
  .filter(([path]) => !['blog.yaml', 'site.yaml'].includes(nameOf(path)))
  .flatMap(([, exports]) => stringsOf(exports));

describe('the Japanese page texts agree with the business rules', () => {
  it("names no length but the trial's and the lessons' (30 or 60, 90 for group classes), and one reply time", () => {
    const lengths = new Set([trial.minutes, 30, 60, 90].map(String));
    for (const text of texts) {
      for (const [, minutes] of text.matchAll(/(\d+)分/g)) expect([...lengths], text).toContain(minutes);
      for (const [, hours] of text.matchAll(/(\d+)時間以内/g)) expect(hours, text).toBe(String(trial.replyHours));
    }
  });

  it('states prices only in euro', () => {
    for (const text of texts) expect(text).not.toMatch(/[$£¥]|\d\s*円|USD|GBP|JPY/);
  });

  it('never types the brand, the teacher’s name or the e-mail address literally (they come from facts/site.yaml)', () => {
    const typed = Object.entries(sources).filter(([path]) => nameOf(path) !== 'site.yaml');
    // Every content file of the Japanese edition (a wrong pattern would check none).
    expect(typed.length).toBe(fs.readdirSync(path.join(CONTENT_DIR, 'ja')).filter((name) => name !== 'site.ts').length);
    for (const [path, source] of typed) {
      for (const fact of [site.brand, site.email, site.teacherName, site.teacherNameJa])
        expect(source, path).not.toContain(fact);
    }
  });
});

/** The rules each Japanese policy must state, as the words that state them. */
const policyRules: Record<string, readonly RegExp[]> = {
  terms: [
    /通常のレッスンは、コースに応じて30分または60分です/,
    /お支払いはレッスンの前に/,
    /受講者が選んだビデオ通話ツールで行います/,
    /料金はすべてユーロ（€）建て/,
    /24時間前までのご連絡が必要です/,
    /無料体験レッスンは30分間で、入会の義務はなく、クレジットカードの登録も必要ありません/,
  ],
  cancellation: [
    /日程の変更またはキャンセルには、レッスン開始の24時間前までのご連絡が必要です/,
    /レッスン開始の24時間前を過ぎてからのキャンセルは、返金や振替ができない場合があります/,
    /講師の都合でレッスンをキャンセルする場合は、全額返金か無料の振替のどちらか/,
    /返金は、.*7〜10営業日以内/,
  ],
  'privacy-policy': [
    /アカウントもログインもありません/,
    // While enquiries are not delivered anywhere, the policy says so, as the English one does.
    ...(site.enquiryEndpoint
      ? []
      : [/お問い合わせフォームは何も送信しません/, /メールの文面が作られ/, /ご自身でメールを送信しない限り/]),
    /Cookieは使用せず/,
    /アクセス解析/,
    /メールでお問い合わせいただいた場合、.*お返事と、.*ためだけに使用します。/,
  ],
};

describe('the Japanese policies', () => {
  it('are the privacy policy, the terms and the cancellation policy, in that order', () => {
    expect(policies.map((policy) => policy.id)).toEqual(['privacy-policy', 'terms', 'cancellation']);
  });

  it.each(policies.map((policy) => [policy.title, policy] as const))('%s states each of its rules', (_, policy) => {
    for (const rule of policyRules[policy.id]!) expect(textOf(policy)).toMatch(rule);
  });

  it('write the e-mail address from the site facts, never another one', () => {
    const all = policies.map(textOf).join('\n');
    expect(all).toContain(site.email);
    expect(all.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)?.every((address) => address === site.email)).toBe(true);
  });
});

describe('the Japanese blog', () => {
  const blog = content.ja.blog;

  it('speaks to the readers who want English lessons too, not to learners of Japanese alone', () => {
    expect(seen(blog.title)).not.toMatch(/^日本語/);
    for (const text of [blog.hero.lead, blog.newsletter.text, blog.cta.text]) expect(seen(text)).toMatch(/英語/);
  });

  it('does not promise a newsletter that nobody can subscribe to yet (its button does nothing)', () => {
    expect(seen(blog.newsletter.title)).toMatch(/準備中/);
    expect(seen(blog.newsletter.text)).not.toMatch(/お送りします|お届けします/);
  });
});

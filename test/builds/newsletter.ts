// The blog's newsletter box built with a newsletter address (NEWSLETTER_ENDPOINT=http://127.0.0.1:PORT/…),
// on the build of services.test.ts: a local receiver stands in for the newsletter service. The
// address arrives, the box empties and says so; a failure keeps the address and says so; a double
// click sends once; a filled spam trap sends nothing; without JavaScript the browser posts the
// form itself; and both privacy policies say where addresses go.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBE_TIMEOUT_MS } from '../../src/components/Newsletter/subscribe.ts';
import { content } from '../helpers/content.ts';
import { seen } from '../helpers/seen-text.ts';
import { RECEIVER_PATH, type FormReceiver } from '../form-receiver.ts';
import type { VisitOptions } from '../e2e/browser.ts';
import { axeViolations } from '../e2e/axe.ts';
import type { HostLikeServer } from '../e2e/headers-file.ts';
import { cspViolations } from '../e2e/quality.ts';
import { requestsCausedBy } from '../e2e/waits.ts';
import { openPageOf, privacyWords, quickenTimer, type ServicesBuild, type TempBuild } from './delivery-build.ts';

const box = content.en.blog.newsletter;
const boxJa = content.ja.blog.newsletter;
/**
 * A test's own address: the receiver is shared by the file's tests, and after a dropped connection
 * the browser sends a POST again, which can arrive during a later test. Each test counts only the
 * requests that carry its own address.
 */
const addressFor = (test: string) => `ann+${test}@example.com`;
/** The requests that carry an address. */
const requestsOf = (address: string) => receiver.requests.filter((request) => request.fields.email === address);

let receiver: FormReceiver;
let build: TempBuild;
let site: HostLikeServer;

/**
 * Opens a blog page of the build ("blog/", "ja/blog/"), for a visitor who asked for reduced motion: the
 * newsletter box is at the foot of a long page, and a smooth scroll to it would still be moving when the
 * pointer clicks where its button was going to be.
 */
const openBlog = (pagePath = 'blog/', options: VisitOptions = {}) =>
  openPageOf(site.url, pagePath, { reducedMotion: true, ...options });

const ADDRESS_INPUT = 'form input[name="email"]';
const subscribe = (page: Page) => page.click('form[action] button[type="submit"]');
/** The notices under the field, by role ("status", "alert"): each one's title and the words after it ("" when empty). */
const notices = async (page: Page) => {
  const regions = await page.$$eval('form[action] ~ div [role]', (found) =>
    found.map((region) => {
      const title = region.querySelector('strong')?.textContent ?? '';
      return [region.getAttribute('role'), { title, text: (region.textContent ?? '').slice(title.length) }] as const;
    }),
  );
  return Object.fromEntries(regions.map(([role, { title, text }]) => [role, { title: seen(title), text: seen(text) }]));
};
const addressValue = (page: Page) => page.$eval(ADDRESS_INPUT, (input) => (input as HTMLInputElement).value);

/** The newsletter box's tests, on the build of services.test.ts: its addresses' receiver, the build and the site served. */
export function newsletterTests(services: () => ServicesBuild): void {
  beforeAll(() => {
    ({ newsletter: receiver, build, site } = services());
  });

  afterEach(() => {
    receiver.requests.length = 0;
    receiver.answer = 'ok';
  });

  describe('a build whose newsletter box sends addresses to a service', () => {
    it('says where addresses go', () => {
      expect(build.log).toContain(`prerender: newsletter: addresses are sent to ${receiver.url}`);
    });

    it('says in both privacy policies where an address goes', () => {
      const { en, ja } = privacyWords(build.outDir);
      const host = new URL(receiver.url).host;
      expect(en).toContain(`your e-mail address goes to the newsletter service ${host}`);
      expect(en).not.toContain('The newsletter box sends and stores nothing');
      expect(ja).toContain(`メール配信サービス（${host}）に送信され`);
      expect(ja).not.toContain('メールマガジンの登録欄は、何も送信・保存しません');
    });

    it('prerenders a real form in both editions, in the words of a newsletter that is open', () => {
      for (const [file, words] of [
        ['blog/index.html', box],
        ['ja/blog/index.html', boxJa],
      ] as const) {
        const html = seen(fs.readFileSync(path.join(build.outDir, file), 'utf8'));
        const formTag = /<form [^>]*>/.exec(html)![0];
        expect(formTag).toContain(`action="${receiver.url}"`);
        expect(formTag).toContain('method="post"');
        expect(/<input [^>]*name="email"[^>]*>/.exec(html)![0]).toContain('required');
        expect(html).toContain(words.subscribing.action ?? words.action);
        expect(html).toContain(words.subscribing.title ?? words.title);
      }
      // The Japanese box no longer says it is in preparation.
      expect(seen(fs.readFileSync(path.join(build.outDir, 'ja/blog/index.html'), 'utf8'))).not.toContain(boxJa.note);
    });
  });

  describe('subscribing with JavaScript', () => {
    it('posts the address, then says it is subscribed and empties the box', async () => {
      const address = addressFor('subscribed');
      const { page, log } = await openBlog();
      await page.type(ADDRESS_INPUT, address);
      await subscribe(page);
      await page.waitForFunction(() => document.querySelector('[role="status"] strong'));
      expect((await notices(page)).status).toEqual({
        title: box.subscribing.subscribed.title,
        text: box.subscribing.subscribed.description,
      });
      expect(await addressValue(page)).toBe('');
      expect(requestsOf(address)).toHaveLength(1);
      const [request] = requestsOf(address);
      expect(request).toMatchObject({ method: 'POST', path: RECEIVER_PATH });
      expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(request!.fields).toEqual({ email: address });
      expect(await cspViolations(page)).toEqual([]);
      expect(log.problems).toEqual([]);
    });

    it('sends once when the button is clicked twice', async () => {
      const address = addressFor('twice');
      const { page, log } = await openBlog();
      await page.type(ADDRESS_INPUT, address);
      const requests = await requestsCausedBy(page, log, async () => {
        await page.click('form[action] button[type="submit"]', { count: 2 });
        await page.waitForFunction(() => document.querySelector('[role="status"] strong'));
      });
      expect(requests.filter((url) => url.startsWith(receiver.url))).toHaveLength(1);
      expect(requestsOf(address)).toHaveLength(1);
    });

    it('keeps the address and says it was not sent when the service cannot be reached, in Japanese too', async () => {
      const address = addressFor('failed');
      receiver.answer = 'drop';
      const { page } = await openBlog('ja/blog/', {
        // The box's own time limit, ten times faster: a service that never answers is not waited for in full.
        prepare: (tab) => quickenTimer(tab, SUBSCRIBE_TIMEOUT_MS),
      });
      await page.type(ADDRESS_INPUT, address);
      await subscribe(page);
      await page.waitForFunction(() => document.querySelector('[role="alert"] strong'));
      const { alert, status } = await notices(page);
      expect(alert).toEqual({ title: boxJa.subscribing.failed.title, text: boxJa.subscribing.failed.description });
      expect(status).toEqual({ title: '', text: '' });
      expect(await addressValue(page)).toBe(address);
      expect(
        await page.$eval('form[action] button[type="submit"]', (button) => (button as HTMLButtonElement).disabled),
      ).toBe(false);
    });

    it('passes axe with the failure notice shown', async () => {
      const address = addressFor('axe');
      receiver.answer = 'drop';
      const { page } = await openBlog();
      await page.type(ADDRESS_INPUT, address);
      await subscribe(page);
      await page.waitForFunction(() => document.querySelector('[role="alert"] strong'));
      expect(await axeViolations(page, 'the failure notice')).toEqual([]);
    });

    it('drops an address whose spam trap is filled: nothing is sent, the robot is told it is subscribed', async () => {
      const address = addressFor('trap');
      const { page, log } = await openBlog();
      await page.type(ADDRESS_INPUT, address);
      await page.$eval(
        'input[name="_gotcha"]',
        (input) => ((input as HTMLInputElement).value = 'https://spam.example'),
      );
      const requests = await requestsCausedBy(page, log, async () => {
        await subscribe(page);
        await page.waitForFunction(() => document.querySelector('[role="status"] strong'));
      });
      expect(requests.filter((url) => url.startsWith(receiver.url))).toEqual([]);
      expect(requestsOf(address)).toEqual([]);
    });
  });

  describe('subscribing without JavaScript', () => {
    it('posts the form to the service, whose own page follows', async () => {
      const address = addressFor('nojs');
      const { page } = await openBlog('blog/', { javaScript: false });
      await page.type(ADDRESS_INPUT, address);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), subscribe(page)]);
      expect(requestsOf(address)).toHaveLength(1);
      expect(requestsOf(address)[0]!.fields).toEqual({ email: address, _gotcha: '' });
      expect(page.url()).toBe(receiver.url);
    });
  });
}

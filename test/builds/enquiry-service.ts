// The contact form built with a form service's URL (ENQUIRY_ENDPOINT=http://127.0.0.1:PORT/…),
// on the build of services.test.ts: a local receiver stands in for Formspree and the like. The
// fields arrive, success empties the form, every failure (500, no answer, a dropped connection)
// keeps what was typed and offers the e-mail link, a double click sends once, a filled spam trap
// sends nothing, and without JavaScript the browser posts the form itself and lands on the
// thank-you page, all under the build's policy. The same build links to a booking calendar
// (BOOKING_URL): the link shows beside the form in both editions. services.test.ts checks what
// the services change together: the policy (no calendar origin in it: the site never loads the
// calendar, visitors open it), the JS budget and the HTML of the pages.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_TIMEOUT_MS } from '../../src/components/ContactForm/delivery.ts';
import { content } from '../helpers/content.ts';
import { seen } from '../helpers/seen-text.ts';
import { RECEIVER_PATH, type FormReceiver, type ReceiverAnswer } from '../form-receiver.ts';
import type { PageLog, VisitOptions } from '../e2e/browser.ts';
import {
  BOOKING_CALENDAR,
  privacyWords,
  COMPLETE,
  fillForm,
  formValues,
  openContactOf,
  openToast,
  quickenTimer,
  type ServicesBuild,
  type TempBuild,
} from './delivery-build.ts';
import type { HostLikeServer } from '../e2e/headers-file.ts';
import { axeViolations } from '../e2e/axe.ts';
import { cspViolations } from '../e2e/quality.ts';
import { requestsCausedBy } from '../e2e/waits.ts';

const contactPage = content.en.contact;
/**
 * A test's own enquiry: the receiver is shared by the file's tests, and after a dropped connection
 * the browser may send a POST again, which can arrive during a later test. Each test counts only
 * the requests that carry its own e-mail address.
 */
const enquiryFor = (test: string) => ({ ...COMPLETE, email: `ann+${test}@example.com` });
/** The requests that carry an enquiry's address. */
const requestsOf = (enquiry: { email: string }) =>
  receiver.requests.filter((request) => request.fields.email === enquiry.email);

const form = contactPage.form;
let receiver: FormReceiver;
let build: TempBuild;
let site: HostLikeServer;

const openContact = (options: VisitOptions = {}) => openContactOf(site.url, options);
/** Whether a request went to the form service. */
const toReceiver = (url: string) => url.startsWith(receiver.url);

const submit = (page: Page) => page.click('form button[type="submit"]');
const button = (page: Page) =>
  page.$eval('form button[type="submit"]', (element) => ({
    disabled: (element as HTMLButtonElement).disabled,
    text: element.textContent,
  }));

/** The browser reports a failed request in the console; nothing else may appear there. */
const unexpected = (log: PageLog) =>
  log.problems.filter((problem) => !/Failed to load resource|net::ERR_|status of 500/.test(problem));

/** The contact form's tests, on the build of services.test.ts: its enquiries' receiver, the build and the site served. */
export function enquiryServiceTests(services: () => ServicesBuild): void {
  beforeAll(() => {
    ({ enquiries: receiver, build, site } = services());
  });

  afterEach(() => {
    receiver.requests.length = 0;
    receiver.answer = 'ok';
  });

  describe('a build whose enquiries go to a form service', () => {
    it('says where enquiries go', () => {
      expect(build.log).toContain(`prerender: enquiries: delivered to ${receiver.url}`);
    });

    it('says in both privacy policies that the form sends its fields to the service, and never that it sends nothing', () => {
      const { en, ja } = privacyWords(build.outDir);
      const host = new URL(receiver.url).host;
      expect(en).toContain(`go to the form service ${host}, which passes them on to me by e-mail`);
      expect(en).not.toContain('sends nothing');
      expect(ja).toContain(`フォーム送信サービス（${host}）に送信され`);
      expect(ja).not.toContain('何も送信しません');
    });

    it('prerenders a real form that posts to the service, with the spam trap out of sight and reach', async () => {
      const html = fs.readFileSync(path.join(build.outDir, 'contact/index.html'), 'utf8');
      const formTag = /<form [^>]*>/.exec(html)![0];
      expect(formTag).toContain(`action="${receiver.url}"`);
      expect(formTag).toContain('method="post"');
      expect(html).toMatch(
        /<p hidden=""><label>[^<]+(<!-- -->)? <input type="text" tabindex="-1" autocomplete="off" name="_gotcha"\/><\/label><\/p>/i,
      );
      expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
      expect(html).not.toContain('data-netlify');

      const { page } = await openContact();
      const trap = await page.$eval('input[name="_gotcha"]', (input) => ({
        visible: input.checkVisibility(),
        insideHidden: (input.closest('[hidden]') as HTMLElement | null)?.hidden === true,
      }));
      expect(trap).toEqual({ visible: false, insideHidden: true });
      const snapshot = JSON.stringify(await page.accessibility.snapshot({ interestingOnly: false }));
      expect(snapshot).not.toContain(form.honeypotLabel);
    });

    it('offers the booking calendar beside the form in both editions, in a new tab, and says so in the log', async () => {
      expect(build.log).toContain(
        `prerender: booking: the contact page offers visitors to pick a time at ${BOOKING_CALENDAR}`,
      );
      for (const [file, info] of [
        ['contact/index.html', contactPage.info],
        ['ja/contact/index.html', content.ja.contact.info],
      ] as const) {
        const html = fs.readFileSync(path.join(build.outDir, file), 'utf8');
        const link = new RegExp(
          `<a href="${BOOKING_CALENDAR}" target="_blank" rel="noopener noreferrer">([^<]*)<span`,
        ).exec(html);
        expect(seen(link?.[1]), file).toBe(seen(info.booking));
      }
      // Hydrated, the link is still there, in the contact details beside the form.
      const { page, log } = await openContact();
      const inDetails = await page.$eval(`a[href="${BOOKING_CALENDAR}"]`, (link) => ({
        visible: link.checkVisibility(),
        row: link.closest('dd')?.previousElementSibling?.textContent,
      }));
      expect(inDetails).toEqual({ visible: true, row: contactPage.info.bookingLabel });
      expect(unexpected(log)).toEqual([]);
    });
  });

  describe('sending an enquiry with JavaScript', () => {
    it('posts the five fields, program and level as their labels, then says "Message Sent!" and empties the form', async () => {
      const enquiry = enquiryFor('sent');
      const { page, log } = await openContact();
      await fillForm(page, enquiry);
      await submit(page);
      const toast = await openToast(page);
      expect(toast).toEqual({ role: 'status', variant: 'default', title: form.sentToast.title, href: undefined });
      expect(await formValues(page)).toEqual(['', '', '', '', '']);

      expect(requestsOf(enquiry)).toHaveLength(1);
      const [request] = requestsOf(enquiry);
      expect(request).toMatchObject({ method: 'POST', path: RECEIVER_PATH });
      expect(request!.headers.accept).toBe('application/json');
      expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(request!.fields).toEqual({
        name: enquiry.name,
        email: enquiry.email,
        program: 'Private Lessons',
        level: 'Beginner (N5)',
        message: COMPLETE.message,
      });
      expect(await cspViolations(page)).toEqual([]);
      expect(log.problems).toEqual([]);
    });

    it('still checks for missing information first, and sends nothing then', async () => {
      const enquiry = enquiryFor('missing');
      const { page } = await openContact();
      await fillForm(page, { ...enquiry, name: '   ' });
      await submit(page);
      expect((await openToast(page)).title).toBe(form.missingToast.title);
      expect(requestsOf(enquiry)).toEqual([]);
    });

    it('sends once when the button is clicked twice', async () => {
      const enquiry = enquiryFor('twice');
      const { page, log } = await openContact();
      await fillForm(page, enquiry);
      const requests = await requestsCausedBy(page, log, async () => {
        await page.click('form button[type="submit"]', { count: 2 });
        expect((await openToast(page)).title).toBe(form.sentToast.title);
      });
      expect(requests.filter(toReceiver)).toHaveLength(1);
      expect(requestsOf(enquiry)).toHaveLength(1);
    });

    it.each([
      ['answers 500', 'error'],
      ['drops the connection', 'drop'],
      ['never answers', 'hang'],
    ] as const satisfies ReadonlyArray<readonly [string, ReceiverAnswer]>)(
      'when the service %s: "Message Not Sent", every field kept, and the e-mail link with the whole enquiry',
      async (_, answer) => {
        const enquiry = enquiryFor(answer);
        receiver.answer = answer;
        const { page, log } = await openContact({
          // Waiting ENQUIRY_TIMEOUT_MS for real would make this the slowest test of the suite.
          prepare: (tab) => quickenTimer(tab, ENQUIRY_TIMEOUT_MS),
        });
        await fillForm(page, enquiry);
        await submit(page);
        await receiver.waitForRequests(1);
        if (answer === 'hang') expect(await button(page)).toEqual({ disabled: true, text: form.sending });

        const toast = await openToast(page);
        expect(toast).toMatchObject({ role: 'alert', variant: 'destructive', title: form.failedToast.title });
        expect(await formValues(page)).toEqual([
          enquiry.name,
          enquiry.email,
          enquiry.program,
          COMPLETE.level,
          COMPLETE.message,
        ]);
        expect(await button(page)).toEqual({ disabled: false, text: form.submit });
        // Focus, lost while the button was disabled, is back on it: the keyboard user is where they were.
        expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
        const body = decodeURIComponent(toast.href!.split('&body=')[1]!);
        expect(body).toContain(`${form.labels.program}: Private Lessons`);
        expect(body).toContain(COMPLETE.message.replace('\n', '\r\n'));
        // The page sent it once; after a dropped connection the browser's network stack may send
        // that one request again by itself, so the receiver may count two.
        expect(log.requests.filter(toReceiver)).toHaveLength(1);
        expect(requestsOf(enquiry).length).toBeGreaterThanOrEqual(1);
        expect(await cspViolations(page)).toEqual([]);
        expect(unexpected(log)).toEqual([]);
      },
    );

    it('passes axe with the failure notice open', async () => {
      receiver.answer = 'error';
      const { page } = await openContact({ reducedMotion: true });
      await fillForm(page, COMPLETE);
      await submit(page);
      await openToast(page);
      expect(await axeViolations(page, 'the failure notice')).toEqual([]);
    });

    it('drops an enquiry whose spam trap is filled: nothing is sent, the bot is told "Message Sent!"', async () => {
      const enquiry = enquiryFor('trap');
      const { page, log } = await openContact();
      await fillForm(page, enquiry);
      await page.$eval(
        'input[name="_gotcha"]',
        (input) => ((input as HTMLInputElement).value = 'https://spam.example'),
      );
      const requests = await requestsCausedBy(page, log, async () => {
        await submit(page);
        expect((await openToast(page)).title).toBe(form.sentToast.title);
      });
      expect(requests.filter(toReceiver)).toEqual([]);
      expect(requestsOf(enquiry)).toEqual([]);
      expect(await formValues(page)).toEqual(['', '', '', '', '']);
    });
  });

  describe('sending an enquiry without JavaScript', () => {
    it('posts the form to the service, which leads to the thank-you page', async () => {
      const enquiry = enquiryFor('nojs');
      const { page } = await openContact({ javaScript: false });
      expect(await button(page)).toEqual({ disabled: false, text: form.submit });
      await fillForm(page, enquiry);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), submit(page)]);

      expect(requestsOf(enquiry)).toHaveLength(1);
      const [request] = requestsOf(enquiry);
      expect(request).toMatchObject({ method: 'POST', path: RECEIVER_PATH });
      expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      // A plain form sends the choices' codes; the trap goes along, empty.
      expect(request!.fields).toEqual({ _gotcha: '', ...enquiry, message: enquiry.message.replace('\n', '\r\n') });
      // The redirect to the site passed form-action ('self'), and the page says the message arrived.
      expect(page.url()).toBe(`${site.url}thank-you/`);
      expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(content.en['thank-you'].hero.title);
    });
  });
}

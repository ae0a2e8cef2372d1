// Gallery, blog and policy pages: their key texts in the raw prerendered HTML, and the
// blog's inert controls in Chromium (no request, no navigation, no change of selection).
import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/lib/long-text.ts';
import { blogArticles, blogCategories, featuredArticle } from '../../src/content/blog.ts';
import { galleryStats, journeyPhases, studentQuotes, successStories } from '../../src/content/gallery.ts';
import { cancellationPolicy, privacyPolicy, termsAndConditions } from '../../src/content/policies.ts';
import { routes } from '../../src/routes.ts';
import { openPage, urlFor, waitForHydration } from './browser.ts';

/** Text without its white space: markup may split a sentence (a mail link) or join two. */
const squeezed = (text: string): string => text.replace(/\s+/g, '');

/** The page's text as served (tags removed, entities decoded), squeezed. */
async function rawText(path: string): Promise<string> {
  const html = await (await fetch(urlFor(path))).text();
  return squeezed(
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

/** A policy's rules as the page reads them (*emphasis* shown without its stars). */
const pointsOf = (policy: { clauses: readonly { points: readonly string[] }[] }) =>
  policy.clauses.flatMap((clause) => clause.points.map(plainText));

const keyStrings: Record<string, readonly string[]> = {
  '/gallery': [
    'Student Success Stories',
    ...galleryStats.map(({ stat, label }) => `${stat} ${label}`),
    ...successStories.flatMap((story) => [story.name, story.achievement]),
    'The Learning Journey',
    ...journeyPhases.map(({ phase, title }) => `${phase} ${title}`),
    'In Their Own Words',
    ...studentQuotes.flatMap((quote) => [quote.author, quote.title]),
  ],
  '/blog': [
    'Japanese Learning Resources',
    ...blogCategories,
    featuredArticle.title,
    'Read Full Article',
    ...blogArticles.map((article) => article.title),
    ...blogArticles.map((article) => article.readTime),
    'Subscribe',
    'No spam. Unsubscribe anytime.',
  ],
  '/privacy': [
    'Privacy Policy',
    'Terms & Conditions',
    'Cancellation Policy',
    ...pointsOf(privacyPolicy),
    ...pointsOf(termsAndConditions),
    ...pointsOf(cancellationPolicy),
  ],
  '/terms': ['Terms of Service', ...pointsOf(termsAndConditions), ...pointsOf(cancellationPolicy)],
};

describe('prerendered gallery, blog and policy pages', () => {
  it.each(Object.entries(keyStrings))('%s has its key texts in the raw HTML', async (path, strings) => {
    const text = await rawText(path);
    for (const string of strings) expect(text).toContain(squeezed(string));
  });

  it('/gallery shows a five-star rating per story and /blog a pill per category, only "All Topics" pressed', async () => {
    const gallery = await (await fetch(urlFor('/gallery'))).text();
    expect(gallery.match(/aria-label="5 out of 5 stars"/g)).toHaveLength(successStories.length);
    const blog = await (await fetch(urlFor('/blog'))).text();
    expect(blog.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(blog.match(/aria-pressed="false"/g)).toHaveLength(blogCategories.length - 1);
  });
});

describe('blog controls in Chromium', () => {
  it('a pill, "Read Full Article" and Subscribe make no request, no navigation and no change', async () => {
    const { page, log } = await openPage();
    await page.goto(urlFor('/blog'), { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    // The app prefetches the other pages one by one when idle, from a while after start-up
    // (src/lib/prefetch.ts): wait for the last page's chunk, then for silence, before counting.
    const lastPage = routes.findLast((route) => route.page !== 'Blog')!.page;
    await page.waitForFunction(
      (name) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new RegExp(`/assets/${name}-[^/]*\\.js$`).test(entry.name)),
      { timeout: 30_000 },
      lastPage,
    );
    await page.waitForNetworkIdle({ idleTime: 500 });
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const url = page.url();
    const main = () => page.$eval('main', (element) => element.innerHTML);
    const before = await main();
    const requestsBefore = log.requests.length;

    const button = async (name: string) => {
      const [handle] = await page.$$(`xpath/.//button[normalize-space()="${name}"]`);
      if (!handle) throw new Error(`No button "${name}"`);
      return handle;
    };
    await (await button('Grammar')).click();
    await (await button('Read Full Article')).click();
    await page.type('input[type="email"]', 'student@example.com');
    await (await button('Subscribe')).click();
    await page.keyboard.press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(log.requests.slice(requestsBefore)).toEqual([]);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await main()).toBe(before);
    expect(await page.$eval('button[aria-pressed="true"]', (pill) => pill.textContent)).toBe('All Topics');
    expect(log.problems).toEqual([]);
    await page.close();
  });

  it('keeps the e-mail address out of the URL without JavaScript', async () => {
    const { page } = await openPage({ javaScript: false });
    await page.goto(urlFor('/blog/'), { waitUntil: 'load' });
    await page.type('input[type="email"]', 'student@example.com');
    await page.keyboard.press('Enter');
    const [subscribe] = await page.$$('xpath/.//button[normalize-space()="Subscribe"]');
    await subscribe!.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.url()).toBe(urlFor('/blog/'));
    expect(page.url()).not.toContain('example');
    await page.close();
  });
});

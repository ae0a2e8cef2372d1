// The feed check the article build tests use (test/helpers/rss.ts) finds what breaks RSS 2.0.
import { describe, expect, it } from 'vitest';
import { rssProblems } from '../helpers/rss.ts';

const feed = (channel: string, items = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${channel}${items}</channel></rss>`;
const CHANNEL =
  '<title>Blog</title><link>https://example.com/blog/</link><description>Notes</description>' +
  '<atom:link href="https://example.com/blog/feed.xml" rel="self" type="application/rss+xml"/>';
const ITEM =
  '<item><title>One</title><link>https://example.com/blog/one/</link><guid isPermaLink="true">https://example.com/blog/one/</guid><pubDate>Fri, 20 Nov 2026 12:00:00 GMT</pubDate></item>';

describe('rssProblems', () => {
  it('passes a valid feed', () => {
    expect(rssProblems(feed(CHANNEL, ITEM))).toEqual([]);
  });

  it.each([
    ['XML that is not well-formed', feed(CHANNEL, '<item><title>One & two</title></item>'), /^not well-formed XML/],
    [
      'a missing description',
      feed(CHANNEL.replace('<description>Notes</description>', ''), ITEM),
      /^channel › description: missing/,
    ],
    [
      'a date that is not RFC 822',
      feed(CHANNEL, ITEM.replace('Fri, 20 Nov 2026 12:00:00 GMT', '2026-11-20')),
      /^item 1 › pubDate: "2026-11-20" is no RFC 822 date/,
    ],
    [
      'a relative link',
      feed(CHANNEL, ITEM.replace('<link>https://example.com/blog/one/</link>', '<link>/blog/one/</link>')),
      /^item 1 › link: "\/blog\/one\/" is no absolute URL/,
    ],
    [
      'an element RSS 2.0 does not have',
      feed(CHANNEL, ITEM.replace('<title>One</title>', '<summary>One</summary>')),
      /^item 1 › summary: not an element of RSS 2.0/,
    ],
    ['no self link', feed(CHANNEL.replace(/<atom:link[^>]*\/>/, ''), ITEM), /^channel › atom:link: no self link/],
  ])('finds %s', (_, xml, problem) => {
    expect(rssProblems(xml)).toContainEqual(expect.stringMatching(problem));
  });
});

// A check of a feed against the RSS 2.0 specification (https://www.rssboard.org/rss-specification),
// which has no official machine schema: well-formed XML, a <rss version="2.0"> with one
// <channel>, the channel's required elements, only the elements the specification names (or
// elements of a declared namespace, such as atom:link), each item with a title or a
// description, absolute links, RFC 822 dates, and a self link in the Atom namespace
// (as the W3C feed validator recommends).
import { JSDOM } from 'jsdom';

const ATOM = 'http://www.w3.org/2005/Atom';

const CHANNEL_ELEMENTS = new Set([
  'title',
  'link',
  'description',
  'language',
  'copyright',
  'managingEditor',
  'webMaster',
  'pubDate',
  'lastBuildDate',
  'category',
  'generator',
  'docs',
  'cloud',
  'ttl',
  'image',
  'rating',
  'textInput',
  'skipHours',
  'skipDays',
  'item',
]);
const ITEM_ELEMENTS = new Set([
  'title',
  'link',
  'description',
  'author',
  'category',
  'comments',
  'enclosure',
  'guid',
  'pubDate',
  'source',
]);
const DATE_ELEMENTS = new Set(['pubDate', 'lastBuildDate']);

/** RFC 822 as RSS writes it, with a four-digit year: "Fri, 20 Nov 2026 12:00:00 GMT". */
const RFC_822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}(?::\d{2})? (?:GMT|UT|[A-Z]{3}|[+-]\d{4})$/;

const isAbsoluteUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** What keeps a feed from being valid RSS 2.0, one line each ("item 2 › pubDate: …"); [] when it is. */
export function rssProblems(xml: string): string[] {
  const { window } = new JSDOM('');
  const document = new window.DOMParser().parseFromString(xml, 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) return [`not well-formed XML: ${error.textContent?.trim().split('\n')[0]}`];
  const problems: string[] = [];
  const rss = document.documentElement;
  if (rss.localName !== 'rss' || rss.getAttribute('version') !== '2.0') return ['the root is not <rss version="2.0">'];
  const channels = [...rss.children].filter((element) => element.localName === 'channel');
  if (channels.length !== 1 || rss.children.length !== 1) return ['<rss> must hold exactly one <channel>'];
  const channel = channels[0]!;

  const checkChildren = (parent: Element, allowed: Set<string>, where: string) => {
    for (const child of parent.children) {
      const name = child.localName;
      if (child.namespaceURI) continue; // An extension: checked below where the site uses one.
      if (!allowed.has(name)) problems.push(`${where} › ${name}: not an element of RSS 2.0`);
      const text = child.textContent?.trim() ?? '';
      if (DATE_ELEMENTS.has(name) && !RFC_822.test(text))
        problems.push(`${where} › ${name}: "${text}" is no RFC 822 date`);
      if (name === 'link' && !isAbsoluteUrl(text)) problems.push(`${where} › link: "${text}" is no absolute URL`);
    }
  };
  const child = (parent: Element, name: string) =>
    [...parent.children].find((element) => element.localName === name && !element.namespaceURI);

  checkChildren(channel, CHANNEL_ELEMENTS, 'channel');
  for (const required of ['title', 'link', 'description']) {
    if (!child(channel, required)?.textContent?.trim()) problems.push(`channel › ${required}: missing or empty`);
  }
  const self = [...channel.children].find((element) => element.namespaceURI === ATOM && element.localName === 'link');
  if (!self) problems.push('channel › atom:link: no self link in the Atom namespace');
  else if (self.getAttribute('rel') !== 'self' || !isAbsoluteUrl(self.getAttribute('href') ?? '')) {
    problems.push('channel › atom:link: needs rel="self" and an absolute href');
  }
  [...channel.children]
    .filter((element) => element.localName === 'item' && !element.namespaceURI)
    .forEach((item, index) => {
      const where = `item ${index + 1}`;
      checkChildren(item, ITEM_ELEMENTS, where);
      if (!child(item, 'title') && !child(item, 'description'))
        problems.push(`${where}: needs a title or a description`);
      const guid = child(item, 'guid');
      if (guid && guid.getAttribute('isPermaLink') !== 'false' && !isAbsoluteUrl(guid.textContent?.trim() ?? '')) {
        problems.push(`${where} › guid: a permalink guid must be an absolute URL`);
      }
    });
  return problems;
}

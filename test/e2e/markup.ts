// Reading a built page's markup without a browser: tag attributes, the head's canonical and
// hreflang links, meta properties, <html lang>, the h1 and the header's language link.

/** Text of an attribute or element as the browser reads it (the entities React writes). */
export const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The attributes of every tag of a kind in some markup, names in lower case: tagsOf(html, 'link'). */
export function tagsOf(markup: string, name: string): Array<Record<string, string>> {
  return [...markup.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[0].matchAll(/\s([a-zA-Z:-]+)(?:="([^"]*)")?/g)].map((attribute) => [
        attribute[1]!.toLowerCase(),
        decode(attribute[2] ?? ''),
      ]),
    ),
  );
}

/** The page's <link rel="alternate" hreflang> as [hreflang, href] pairs, in document order. */
export const alternatesOf = (html: string) =>
  tagsOf(html, 'link')
    .filter((link) => link.rel === 'alternate' && 'hreflang' in link)
    .map((link) => [link.hreflang!, link.href!] as const);

/** The page's canonical URLs (one, on a page that has one). */
export const canonicalsOf = (html: string) =>
  tagsOf(html, 'link')
    .filter((link) => link.rel === 'canonical')
    .map((link) => link.href);

/** The contents of the page's <meta property="…"> tags of one property. */
export const metaOf = (html: string, property: string) =>
  tagsOf(html, 'meta')
    .filter((meta) => meta.property === property)
    .map((meta) => meta.content);

/** The document's <html lang>. */
export const htmlLangOf = (html: string) => /^<!doctype html>\s*<html lang="([^"]*)"/i.exec(html)?.[1];

/** The text of the page's first h1. */
export const h1Of = (html: string) =>
  decode(
    /<h1[^>]*>(.*?)<\/h1>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '',
  );

/** The header's links that carry hreflang (the language link: one per page), with their text. */
export const languageLinksOf = (html: string): Array<Record<string, string> & { text: string }> => {
  const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  // React writes the attribute as hrefLang; HTML attribute names are case-insensitive.
  return [...header.matchAll(/<a\b([^>]*\bhreflang="[^"]*"[^>]*)>([\s\S]*?)<\/a>/gi)].map((match) => ({
    ...tagsOf(`<a${match[1]}>`, 'a')[0],
    text: decode(match[2]!.replace(/<[^>]+>/g, '').trim()),
  }));
};

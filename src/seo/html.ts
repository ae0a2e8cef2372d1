// Escaping for the two kinds of text the head carries: HTML attributes and text, and
// JSON inside a <script> element. Pure functions, shared by the prerender's document
// template (scripts/document.ts) and the head tags built here.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// Inside <script> the HTML parser looks only for "</script" and "<!--", never at entities,
// so JSON must not contain a raw "<". Escaping it (and ">" and "&", for good measure) as a
// JSON \u escape keeps the data identical for a JSON parser and inert for the HTML parser.
// U+2028/2029 are valid in JSON but were line breaks in older JavaScript parsers.
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text that is safe to place inside a <script> element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
}

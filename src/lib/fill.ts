// A text of the content that the page completes as it runs: "{year}" in the copyright line,
// "{rating}" in a star rating's name. The content check makes sure each text says the names its
// page fills (textWith in src/content-schema/shapes.ts).

/** The text with each {name} of `values` written in; other braces stay as they are. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../src/seo/html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in attributes and text', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('jsonForScript', () => {
  const hostile = { text: '</script><script>alert(1)</script> <!-- & \u2028' };

  it('leaves no "<" for the HTML parser to find inside a <script>', () => {
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('parses back to exactly the same data', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });
});

import {describe, expect, it} from 'vitest';
import {highlightToHtml} from '../../src/plugins/apiReference/highlight';
import {codeTheme} from '../../src/prism/theme';

/** The text of some HTML, as the browser's textContent gives it. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const colourOf = (type: string) => codeTheme.styles.find((entry) => entry.types.includes(type))?.style.color;

describe('build-time highlighting', () => {
  it('keeps the text exactly, with a final newline, and escapes HTML', () => {
    const code = 'curl -s -H "X-Macaroon: $MACAROON" \'http://localhost:7070/v1/info?a=1&b=<2>\'';
    const html = highlightToHtml(code, 'bash');
    expect(textOf(html)).toBe(`${code}\n`);
    expect(html).not.toMatch(/<(?!\/?span)/);
  });

  it("colours tokens with the site's code theme, one span per run of a colour", () => {
    const html = highlightToHtml('{\n  "a": "x",\n  "b": true\n}', 'json');
    expect(html).toContain(`<span style="color:${colourOf('string')}">"x"</span>`);
    // vsDark gives keys and booleans the plain colour, as on the site's other code blocks: no span.
    expect(html).toContain('\n  "b"<span');
    // `,` then a newline and indentation: one punctuation run, not three spans.
    expect(html.match(/<span/g)!.length).toBeLessThan(10);
  });

  it('prints a language it does not know as plain text', () => {
    expect(highlightToHtml('a < b', 'cobol')).toBe('a &lt; b\n');
  });
});

// Fenced code blocks as MDX hands them to rehype plugins: `<pre><code class="language-…">`.
import type {Element} from 'hast';

/** The `<code>` of a fence, or nothing when the element is not one. */
export function fenceCode(element: Element): Element | undefined {
  if (element.tagName !== 'pre') return undefined;
  return element.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
}

/** The fence's language, in lower case, as its `language-…` class names it. */
export function fenceLanguage(code: Element): string | undefined {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  return classes
    .map((name) => /^language-(.+)$/.exec(name)?.[1])
    .find(Boolean)
    ?.toLowerCase();
}

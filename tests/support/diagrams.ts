/**
 * What the diagram tests expect of a mermaid diagram: the labels its source gives, which the drawing must show as
 * text; and which pages have diagrams. Pure Node.
 */
import {DOC_ROUTES} from '../../src/constants';
import {docFileForRoute, parseDoc} from './docs';

export interface PageWithDiagrams {
  route: string;
  /** The source of each of its diagrams, in page order. */
  sources: string[];
  /** The line of its MDX file each diagram's fence starts on. */
  lines: number[];
}

/** Every docs page with a ```mermaid fence, in the route table's order. */
export function pagesWithDiagrams(): PageWithDiagrams[] {
  return DOC_ROUTES.map((route) => {
    const fences = parseDoc(docFileForRoute(route)).codeBlocks.filter((block) => block.language === 'mermaid');
    return {route, sources: fences.map((block) => block.code), lines: fences.map((block) => block.line)};
  }).filter((page) => page.sources.length > 0);
}

/**
 * The labels a diagram's source spells out: quoted and bracketed node labels, unquoted edge labels of flowcharts,
 * and, in sequence and state diagrams, the text after a colon (messages, notes, participant and state descriptions,
 * transitions). A `<br/>` splits a label into lines.
 * In the diagrams of this site, that is every label but the bare ids of nodes and states.
 */
export function expectedLabels(source: string): string[] {
  const labels: string[] = [];
  const add = (pattern: RegExp) => {
    for (const match of source.matchAll(pattern)) labels.push(match[1]!);
  };
  add(/"([^"]+)"/g);
  add(/\[([^\]"*()[][^\]"]*)\]/g);
  if (/^\s*(flowchart|graph)\b/.test(source)) {
    add(/--\s+([^\s">.-][^>]*?)\s+-->/g);
    add(/-\.\s+(.+?)\s+\.->/g);
  } else {
    // accTitle and accDescr name the diagram for screen readers: they are not drawn.
    add(/^(?!\s*acc(?:Title|Descr))[^:\n]*:\s*(.+?)\s*$/gm);
    add(/^\s*participant\s+\w+\s+as\s+(.+?)\s*$/gm);
  }
  return [
    ...new Set(
      labels
        .flatMap((label) => label.split(/<br\s*\/?>/))
        .map((label) => label.trim())
        .filter(Boolean),
    ),
  ];
}

/** Text compared without its whitespace: a drawn label may wrap over several lines. */
export function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

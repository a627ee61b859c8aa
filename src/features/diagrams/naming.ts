const KINDS: Record<string, string> = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  classDiagram: 'Class diagram',
  erDiagram: 'Entity relationship diagram',
};

/** The diagram type, the first word of the first line that is not blank or a `%%` comment. */
export function diagramKind(source: string): string {
  const firstLine = source
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('%%'));
  const keyword = firstLine?.split(/\s/)[0] ?? '';
  return KINDS[keyword] ?? 'Diagram';
}

function accessibilityStatement(source: string, keyword: 'accTitle' | 'accDescr'): string | undefined {
  return new RegExp(`^\\s*${keyword}\\s*:\\s*(.+?)\\s*$`, 'm').exec(source)?.[1];
}

/** The author's `accTitle` or one-line `accDescr`, else the kind and heading ("Sequence diagram: Lifecycle"). */
export function accessibleName(source: string, heading: string | undefined): string {
  const kind = diagramKind(source);
  return (
    accessibilityStatement(source, 'accTitle') ??
    accessibilityStatement(source, 'accDescr') ??
    (heading ? `${kind}: ${heading}` : kind)
  );
}

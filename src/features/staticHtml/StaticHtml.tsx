// HTML rendered at build time that the browser keeps without fetching the module (source) that made it. Relies on
// React keeping the server's HTML in an element whose `dangerouslySetInnerHTML` it renders empty and never changes,
// through hydration and every later render, and on Docusaurus awaiting a page module's top-level
// `await staticHtmlSource(…)` before it shows the route, so after a client-side navigation nothing moves and a deep
// link lands on its heading. tests/e2e/static-html.spec.ts fails if React or Docusaurus stop behaving this way.
import {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import styles from './styles.module.css';
import {applyHandOver, holdReaches, type HandOver} from './reach';

export type StaticContent = string | ComponentType<Record<string, unknown>>;

type StaticContentModule = {default: Record<string, StaticContent>};

const SOURCE_ATTRIBUTE = 'data-static-html';

export class StaticHtmlSource {
  private entries: Record<string, StaticContent> | undefined;
  private loading: Promise<Record<string, StaticContent>> | undefined;
  /** The HTML each entry showed as the reader left the page: a return to it shows that at once, without the source. */
  readonly leftHtml = new Map<string, string>();

  constructor(
    readonly id: string,
    private readonly importModule: () => Promise<StaticContentModule>,
  ) {}

  keyOf(entry: string): string {
    return `${this.id}/${entry}`;
  }

  load(): Promise<Record<string, StaticContent>> {
    this.loading ??= this.importModule().then(
      (module) => (this.entries = module.default),
      (error: unknown) => {
        // Forgotten, so that the next reach tries again.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  contentOf(entry: string): StaticContent | undefined {
    if (this.entries && !(entry in this.entries)) throw new Error(`${this.id} has no entry "${entry}"`);
    return this.entries?.[entry];
  }
}

/** Awaited at the top level of a page's module, so that Docusaurus shows the route once the source is there. */
export async function staticHtmlSource(
  id: string,
  importModule: () => Promise<StaticContentModule>,
): Promise<StaticHtmlSource> {
  const source = new StaticHtmlSource(id, importModule);
  const inDocument = typeof document !== 'undefined' && document.querySelector(`[${SOURCE_ATTRIBUTE}^="${id}/"]`);
  if (!inDocument) await source.load();
  return source;
}

type Shown = {as: 'kept'} | {as: 'html'; html: string} | {as: 'component'; Component: ComponentType};

function initiallyShown(source: StaticHtmlSource, entry: string): Shown {
  const key = source.keyOf(entry);
  if (typeof document !== 'undefined' && document.querySelector(`[${SOURCE_ATTRIBUTE}="${key}"]`)?.hasChildNodes()) {
    return {as: 'kept'};
  }
  const content = source.contentOf(entry);
  if (content !== undefined && typeof content !== 'string') return {as: 'component', Component: content};
  const html = source.leftHtml.get(entry) ?? content;
  if (html === undefined) throw new Error(`${key} was rendered before its source was loaded`);
  return {as: 'html', html};
}

/** Nothing React would ever change: the server's HTML stays as it is. */
const KEEP = {__html: ''};

type StaticHtmlState = 'static' | 'loading' | 'interactive' | 'failed';

type CommonProps = {as?: 'div' | 'code'; className?: string; role?: string; 'aria-label'?: string; tabIndex?: number};

export type StaticHtmlProps = CommonProps &
  (
    | {html: string; source?: never}
    | {
        source: StaticHtmlSource;
        entry: string;
        props?: Record<string, unknown>;
        /** A component entry loads when the reader reaches for it (a press, a tap, a key, focus, a change). */
        interactive?: boolean;
        /** Shown under the static HTML when the component could not be loaded (the next reach tries again). */
        failureNote?: string;
        html?: never;
      }
  );

export default function StaticHtml(props: StaticHtmlProps): ReactNode {
  if (props.source === undefined) {
    const {html, as: Tag = 'div', ...attributes} = props;
    return <Tag {...attributes} dangerouslySetInnerHTML={{__html: html}} />;
  }
  return <SourcedHtml {...props} />;
}

function SourcedHtml({
  source,
  entry,
  props: entryProps,
  interactive,
  failureNote,
  as: Tag = 'div',
  ...attributes
}: Extract<StaticHtmlProps, {source: StaticHtmlSource}>): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => initiallyShown(source, entry));
  // The server renders a component entry too, but as static HTML: it is live only once the browser renders it.
  const [state, setState] = useState<StaticHtmlState>(
    shown.as === 'component' && typeof document !== 'undefined' ? 'interactive' : 'static',
  );
  const handOver = useRef<HandOver | null>(null);

  useEffect(() => {
    const current = element.current!;
    if (shown.as === 'component') return undefined;
    let requested = false;
    const held =
      interactive &&
      holdReaches(current, () => {
        if (requested) return;
        requested = true;
        setState('loading');
        source.load().then(
          () => {
            const content = source.contentOf(entry);
            if (!held || content === undefined || typeof content === 'string') return;
            held.whenReleased(() => {
              handOver.current = held.take();
              // Rendered and handed over in this task: no key or click can land between the two.
              flushSync(() => setShown({as: 'component', Component: content}));
            });
          },
          () => {
            requested = false;
            setState('failed');
          },
        );
      });
    return () => {
      if (held) held.stop();
      source.leftHtml.set(entry, current.innerHTML);
    };
  }, [source, entry, interactive, shown.as]);

  // Right after the component has replaced the static HTML, in the same task: the reader sees no step between.
  useLayoutEffect(() => {
    if (shown.as !== 'component' || !handOver.current) return;
    applyHandOver(element.current!, handOver.current);
    handOver.current = null;
    setState('interactive');
  }, [shown.as]);

  const common = {
    ...attributes,
    ref: element,
    [SOURCE_ATTRIBUTE]: source.keyOf(entry),
    'data-state': interactive ? state : undefined,
    'aria-busy': state === 'loading' || undefined,
  };
  return (
    <>
      {shown.as === 'kept' && <Tag {...common} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />}
      {shown.as === 'html' && <Tag {...common} dangerouslySetInnerHTML={{__html: shown.html}} />}
      {shown.as === 'component' && (
        <Tag {...common}>
          <shown.Component {...entryProps} />
        </Tag>
      )}
      {state === 'failed' && failureNote && (
        <p className={styles.failureNote} role="alert">
          {failureNote}
        </p>
      )}
    </>
  );
}

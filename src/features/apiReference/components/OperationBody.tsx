/**
 * Everything under an operation's heading (credentials, notes, samples, parameters, schemas, responses) is most of a
 * reference: thousands of elements with nothing to run. So the generator writes each body as an MDX file of its own
 * (src/features/apiReference/page.ts), and the page loads them, as one chunk, only when it has no HTML of them to show:
 *
 * - on the page the reader loaded, the server's HTML is there: React neither hydrates nor even creates the bodies,
 *   and the chunk is never fetched;
 * - on a page reached by client-side navigation, the page's own module waits for the chunk before Docusaurus renders
 *   the route (its top-level await), so the page shows in full at once and a deep link lands where it should;
 * - back on a page shown earlier, each body shows the HTML it had when the reader left it.
 */
import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';

type BodyComponent = ComponentType<Record<string, never>>;

/** The generated module of a reference's bodies: each operation's body by operationId. */
export interface OperationBodiesModule {
  default: Record<string, BodyComponent>;
}

/** The attribute of each body's element: `<reference id>/<operationId>`. */
const BODY_ATTRIBUTE = 'data-operation-body';

/** The bodies of one reference, as its page module made them ready. */
export class OperationBodies {
  private components: Record<string, BodyComponent> | undefined;
  private loading: Promise<Record<string, BodyComponent>> | undefined;
  /** The HTML each body had when its page was left, by operationId. */
  private readonly leftHtml = new Map<string, string>();

  constructor(
    readonly referenceId: string,
    private readonly loadModule: () => Promise<OperationBodiesModule>,
  ) {}

  keyOf(operationId: string): string {
    return `${this.referenceId}/${operationId}`;
  }

  /** Whether the document holds this reference's bodies as the server rendered them (the reader loaded its page). */
  isInDocument(): boolean {
    return (
      typeof document !== 'undefined' && document.querySelector(`[${BODY_ATTRIBUTE}^="${this.referenceId}/"]`) !== null
    );
  }

  load(): Promise<Record<string, BodyComponent>> {
    this.loading ??= this.loadModule().then((module) => (this.components = module.default));
    return this.loading;
  }

  componentOf(operationId: string): BodyComponent | undefined {
    const components = this.components;
    if (components && !components[operationId]) {
      throw new Error(`API reference ${this.referenceId}: no generated body for the operation ${operationId}`);
    }
    return components?.[operationId];
  }

  leave(operationId: string, html: string): void {
    this.leftHtml.set(operationId, html);
  }

  htmlLeftBy(operationId: string): string | undefined {
    return this.leftHtml.get(operationId);
  }
}

/**
 * Called by a generated page as its module is evaluated, which Docusaurus awaits before it renders the route, on the
 * server and in the browser: the bodies are loaded unless the document already shows them.
 */
export async function prepareOperationBodies(
  referenceId: string,
  loadModule: () => Promise<OperationBodiesModule>,
): Promise<OperationBodies> {
  const bodies = new OperationBodies(referenceId, loadModule);
  if (!bodies.isInDocument()) await bodies.load();
  return bodies;
}

type Shown =
  | {as: 'server html'}
  | {as: 'html'; html: {__html: string}}
  | {as: 'component'; Component: BodyComponent}
  | {as: 'nothing yet'};

/** Keeps the element's children as they are: React sets no HTML it does not already see changed. */
const KEEP_CHILDREN = {__html: ''};

/** The body's element as the server rendered it, if it is in the document: the element after the heading. */
function serverElementOf(bodies: OperationBodies, operationId: string): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  const next = document.getElementById(operationId)?.nextElementSibling;
  return next?.getAttribute(BODY_ATTRIBUTE) === bodies.keyOf(operationId) && next.hasChildNodes() ? next : undefined;
}

function whatToShow(bodies: OperationBodies, operationId: string): Shown {
  if (serverElementOf(bodies, operationId)) return {as: 'server html'};
  const html = bodies.htmlLeftBy(operationId);
  if (html !== undefined) return {as: 'html', html: {__html: html}};
  const Component = bodies.componentOf(operationId);
  if (Component) return {as: 'component', Component};
  if (typeof document === 'undefined') {
    throw new Error(`API reference ${bodies.referenceId}: the bodies were not loaded before the server rendered them`);
  }
  return {as: 'nothing yet'};
}

export function OperationBody({bodies, operationId}: {bodies: OperationBodies; operationId: string}): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => whatToShow(bodies, operationId));

  useEffect(() => {
    const current = element.current;
    if (!current) return undefined;
    if (shown.as === 'nothing yet' || (shown.as === 'server html' && !current.hasChildNodes())) {
      // No HTML to show after all (React rendered this part of the page afresh): show the body from its module.
      let cancelled = false;
      void bodies.load().then(() => {
        if (!cancelled) setShown({as: 'component', Component: bodies.componentOf(operationId)!});
      });
      return () => {
        cancelled = true;
      };
    }
    // HTML that React does not manage: keep it for the next visit, the reader's open toggles with it.
    if (shown.as !== 'component') return () => bodies.leave(operationId, current.innerHTML);
    return undefined;
  }, [bodies, operationId, shown]);

  const attributes = {ref: element, [BODY_ATTRIBUTE]: bodies.keyOf(operationId)};
  switch (shown.as) {
    case 'server html':
      return <div {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_CHILDREN} />;
    case 'html':
      return <div {...attributes} dangerouslySetInnerHTML={shown.html} />;
    case 'component':
      return (
        <div {...attributes}>
          <shown.Component />
        </div>
      );
    case 'nothing yet':
      return <div {...attributes} />;
  }
}

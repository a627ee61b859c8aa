/**
 * A diagram drawn at build time (src/features/diagrams puts one wherever a page has a ```mermaid fence): inline SVG in
 * the page's HTML that the page's JavaScript does not carry.
 * - The server renders the drawing into the HTML: readable without JavaScript, sized before the page paints.
 * - Hydration leaves it there: the box's markup is React's to keep, never to compare (`dangerouslySetInnerHTML`).
 * - A page reached by client-side navigation has no server HTML: the box shows an empty <svg> of the drawing's size,
 *   so nothing moves, while the page's drawings load, all at once, from the module the build wrote for them.
 */
import {use, useEffect, useRef, useState, type ReactNode, type Ref} from 'react';

/** Loads the drawings of one page, in page order: SVG markup. The page exports it, so it is one object per page. */
export type DrawingsLoader = () => Promise<{default: readonly string[]}>;

export interface DiagramProps {
  readonly drawings: DrawingsLoader;
  /** Which of the page's drawings this is. */
  readonly index: number;
  /** The short name screen readers announce: the box is one image, rather than every label read out. */
  readonly label: string;
  /** An empty <svg> sized as the drawing. */
  readonly placeholder: string;
  /**
   * DIAGRAMS.boxClassName, given by the plugin: imported here, the DIAGRAMS object (its font stack, its colours) would
   * join src/constants.ts in the JavaScript every page loads.
   */
  readonly className: string;
}

const loads = new WeakMap<DrawingsLoader, Promise<readonly string[]>>();

/** One load per page's drawings, shared by its diagrams; a failed load is forgotten, so the next visit tries again. */
function drawingsOf(load: DrawingsLoader): Promise<readonly string[]> {
  let loading = loads.get(load);
  if (!loading) {
    loading = load().then(({default: drawings}) => drawings);
    loading.catch(() => loads.delete(load));
    loads.set(load, loading);
  }
  return loading;
}

interface BoxProps extends Pick<DiagramProps, 'label' | 'className'> {
  readonly markup: string;
  readonly boxRef?: Ref<HTMLDivElement>;
}

function Box({markup, boxRef, label, className}: BoxProps): ReactNode {
  return (
    <div
      ref={boxRef}
      className={className}
      role="img"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: a drawing wider than the column scrolls inside it, from the keyboard once focused (axe: scrollable-region-focusable), as Docusaurus' code blocks do
      tabIndex={0}
      dangerouslySetInnerHTML={{__html: markup}}
      // The client renders the placeholder where the server drew: the drawing stays (see above).
      suppressHydrationWarning
    />
  );
}

/** On the server: the drawing itself. The page waits for its drawings, as the static build does anyway. */
function ServerDiagram({drawings, index, ...box}: DiagramProps): ReactNode {
  return <Box markup={use(drawingsOf(drawings))[index]!} {...box} />;
}

function BrowserDiagram({drawings, index, placeholder, ...box}: DiagramProps): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<string>();
  useEffect(() => {
    // Hydrated: the server's drawing is in the box. A placeholder is an <svg> with nothing drawn in it.
    if (boxRef.current!.firstElementChild?.childElementCount !== 0) return undefined;
    let mounted = true;
    drawingsOf(drawings).then(
      (all) => mounted && setDrawing(all[index]),
      // The placeholder stays, at the drawing's size; the box still has its name.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [drawings, index]);
  return <Box boxRef={boxRef} markup={drawing ?? placeholder} {...box} />;
}

export default function Diagram(props: DiagramProps): ReactNode {
  // Docusaurus' ExecutionEnvironment.canUseDOM, without its alias, so that the unit tests render this as the server.
  return typeof document === 'undefined' ? <ServerDiagram {...props} /> : <BrowserDiagram {...props} />;
}

/**
 * An island: a component whose HTML the server renders with the page, and whose code the browser loads only when the
 * reader reaches for it: a mouse or pen pressed on it, a tap, keyboard focus inside it, a value changed in it. A reader
 * who only reads sees the server's HTML and loads none of its code. Once the code is there it hydrates that HTML in
 * place, so nothing moves and what the reader focused stays focused; the click that asked for it is then replayed.
 *
 * The island hydrates in a React root of its own. The page's root renders an empty container it never fills
 * (`dangerouslySetInnerHTML`), which leaves the server's HTML inside alone. React.lazy behind a Suspense boundary in
 * the page's root, React's own deferred hydration, does not work here:
 * - React 19.2 and later stream a boundary larger than 500 bytes apart from the page (a hidden `<div>` and an inline
 *   script that moves it into place), so that without JavaScript the reader sees only the fallback;
 * - a boundary that has not hydrated is rendered again from scratch, its HTML swapped for the fallback, as soon as a
 *   context above it changes (react-dom's updateDehydratedSuspenseComponent), and Docusaurus changes one just after
 *   hydration (useIsBrowser's).
 *
 * On a page reached by client-side navigation there is no server HTML: the code loads at once and renders.
 */
import {
  createContext,
  lazy,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useHistory} from '@docusaurus/router';
import {Router} from 'react-router-dom';
import {holdInteractions} from './heldInteractions';
import styles from './styles.module.css';

/**
 * Where the island is: `static` (the server's HTML, no code), `loading` (the reader reached for it), `interactive`,
 * or `failed` (the code did not arrive; the next reach tries again). The container carries it as `data-island`.
 */
export type IslandState = 'static' | 'loading' | 'interactive' | 'failed';

interface IslandOptions<Props> {
  /** Loads the component's code: a dynamic `import()`, so that the bundler splits it from the page's. */
  readonly load: () => Promise<{default: ComponentType<Props>}>;
  /** Shown under the server's HTML when the code cannot be loaded, e.g. "The explainer could not load". */
  readonly failureNote: string;
}

const EMPTY_HTML = {__html: ''};

const IdPrefix = createContext('island');

/**
 * A DOM id unique to the island, and the same in the server's HTML and in the island's own root, for `id`, `htmlFor`
 * and radio-button names. React's useId() gives different ids there, because the island's root starts a new tree.
 */
export function useIslandId(name: string): string {
  return `${useContext(IdPrefix)}${name}`;
}

/** Calls back once the island's root has committed what it rendered (hydrated the server's HTML, or drawn anew). */
function OnCommitted({callback}: {callback: () => void}): null {
  useEffect(callback, [callback]);
  return null;
}

/**
 * After a client-side navigation to `page#heading`, Docusaurus scrolls to the heading as soon as the page renders; an
 * island above it that renders later pushes it down (the smooth scroll it started does not follow). Scroll to it again.
 */
function keepLinkTargetInView(container: Element): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target && container.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) target.scrollIntoView();
}

/** Makes `Component` an island. Call it once, at module level, with the module's own `import()`. */
export function island<Props extends object>({
  load: loadComponent,
  failureNote,
}: IslandOptions<Props>): ComponentType<Props> {
  // Only the server renders this, inside the page's root, and waits for the code: no Suspense boundary, so the
  // HTML holds the component inline.
  const ServerRendered = lazy(loadComponent) as unknown as ComponentType<Props>;

  function Island(props: Props): ReactNode {
    const id = useId();
    const history = useHistory();
    const containerRef = useRef<HTMLDivElement>(null);
    const [state, setState] = useState<IslandState>('static');

    useEffect(() => {
      const container = containerRef.current!;
      let root: Root | undefined;
      let loading = false;
      let unmounted = false;

      const load = () => {
        if (loading) return;
        loading = true;
        setState('loading');
        loadComponent().then(
          ({default: Component}) => {
            if (unmounted) return;
            const tree = (
              <Router history={history}>
                <IdPrefix.Provider value={id}>
                  <Component {...props} />
                  <OnCommitted
                    callback={() => {
                      if (held) held.release();
                      else keepLinkTargetInView(container);
                      if (!unmounted) setState('interactive');
                    }}
                  />
                </IdPrefix.Provider>
              </Router>
            );
            if (held) {
              root = hydrateRoot(mount, tree);
            } else {
              root = createRoot(mount);
              root.render(tree);
            }
          },
          () => {
            // The code did not arrive (offline, or a deploy removed the chunk): the server's HTML stays, and the next
            // reach asks again.
            loading = false;
            held?.dropClicks();
            if (!unmounted) setState('failed');
          },
        );
      };
      // With the server's HTML in the container, wait for the reader; after a client-side navigation there is none.
      const serverMount = container.firstElementChild;
      const held = serverMount ? holdInteractions(container, load) : undefined;
      // The island's root goes in an element of the container, never in the container itself: React leaves what an
      // element with `dangerouslySetInnerHTML` holds alone, but will not mount a root in that element.
      const mount = serverMount ?? container.appendChild(document.createElement('div'));
      if (!held) load();
      return () => {
        unmounted = true;
        held?.stop();
        // The page's root is committing the island's removal: unmounting another root now would render inside it.
        if (root) queueMicrotask(() => root?.unmount());
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once per island: MDX gives it constant props
    }, []);

    if (!ExecutionEnvironment.canUseDOM) {
      return (
        <div className={styles.island} data-island={state}>
          <div>
            <IdPrefix.Provider value={id}>
              <ServerRendered {...props} />
            </IdPrefix.Provider>
          </div>
        </div>
      );
    }
    return (
      <>
        <div
          ref={containerRef}
          className={styles.island}
          data-island={state}
          aria-busy={state === 'loading' || undefined}
          // The server's HTML stays as it is: the island's own root hydrates it, in the container's element.
          dangerouslySetInnerHTML={EMPTY_HTML}
          suppressHydrationWarning
        />
        {state === 'failed' && (
          <p className={styles.failureNote} role="alert">
            {failureNote}
          </p>
        )}
      </>
    );
  }
  return Island;
}

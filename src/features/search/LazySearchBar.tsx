// The search code (lunr, its worker, autocomplete) loads when a reader turns to search, which no search plugin
// offers; until then the navbar shows a look-alike (./SearchBoxStandIn.tsx).
import {lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {SEARCH_INPUT_CLASS} from './classes';
import SearchBoxStandIn, {isSearchShortcut} from './SearchBoxStandIn';
import {typeInto} from '@site/src/lib/typeInto';

const SearchBar = lazy(() => import('@theme-original/SearchBar'));

/** What the reader did in the stand-in, for the real search box to take over. */
interface SearchState {
  focused: boolean;
  text: string;
}

/** Runs once the lazily loaded search bar is in the page, before the browser paints it. */
function WhenMounted({onMounted}: {onMounted: () => void}): null {
  useLayoutEffect(onMounted, [onMounted]);
  return null;
}

/** Gives the real search box the focus and the text the reader had in the stand-in. */
function handOver({focused, text}: SearchState): void {
  const input = document.querySelector<HTMLInputElement>(`.${SEARCH_INPUT_CLASS}`);
  if (!input) return;
  if (text) typeInto(input, text);
  if (focused) input.focus();
}

function LazySearchBar(): ReactNode {
  const [requested, setRequested] = useState(false);
  // Set when the real search bar has mounted: the stand-in, the same element all along until then, goes.
  const [handedOver, setHandedOver] = useState<SearchState | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const request = useCallback(() => setRequested(true), []);

  // The shortcut works before the search code is there; the real search bar handles it afterwards.
  useEffect(() => {
    if (handedOver) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        standIn.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [handedOver]);

  const onMounted = useCallback(() => {
    const input = standIn.current;
    setHandedOver({focused: input !== null && document.activeElement === input, text: input?.value ?? ''});
  }, []);

  // A layout effect, so that no key lands between the stand-in leaving and the real box taking the focus.
  useLayoutEffect(() => {
    if (handedOver) handOver(handedOver);
  }, [handedOver]);

  return (
    <>
      {!handedOver && <SearchBoxStandIn inputRef={standIn} onTurnToSearch={request} />}
      {requested && (
        <Suspense fallback={null}>
          <SearchBar />
          <WhenMounted onMounted={onMounted} />
        </Suspense>
      )}
    </>
  );
}

// The navbar re-renders on every navigation; the search bar has nothing to take from that.
export default memo(LazySearchBar);

// The search code (lunr, its worker, autocomplete) loads when a reader turns to search, which no search plugin
// offers; until then the navbar shows a look-alike (./SearchBoxStandIn.tsx).
import {lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import SearchBoxStandIn, {isSearchShortcut, type SearchIntent} from './SearchBoxStandIn';

const SearchBar = lazy(() => import('@theme-original/SearchBar'));

/** Runs once the lazily loaded search bar has rendered. */
function WhenMounted({onMounted}: {onMounted: () => void}): null {
  useEffect(onMounted, [onMounted]);
  return null;
}

/** Gives the real search box the focus and the text the reader put in the stand-in. */
function handOver(intent: SearchIntent): void {
  const input = document.querySelector<HTMLInputElement>('.navbar__search-input');
  if (!input) return;
  if (intent.text) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, intent.text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (intent.focus) input.focus();
}

function LazySearchBar(): ReactNode {
  const [intent, setIntent] = useState<SearchIntent | null>(null);
  const intentRef = useRef<SearchIntent | null>(null);
  const requestSearch = useCallback((next: SearchIntent) => {
    intentRef.current = {...intentRef.current, ...next, focus: next.focus || Boolean(intentRef.current?.focus)};
    setIntent(intentRef.current);
  }, []);

  // The shortcut works before the search code is there; the real search bar handles it afterwards.
  useEffect(() => {
    if (intent) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        requestSearch({focus: true, text: ''});
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [intent, requestSearch]);

  const onMounted = useCallback(() => {
    if (intentRef.current) handOver(intentRef.current);
  }, []);

  if (!intent) {
    return <SearchBoxStandIn onIntent={requestSearch} />;
  }
  return (
    <Suspense fallback={<SearchBoxStandIn onIntent={requestSearch} />}>
      <SearchBar />
      <WhenMounted onMounted={onMounted} />
    </Suspense>
  );
}

// The navbar re-renders on every navigation; the search bar has nothing to take from that.
export default memo(LazySearchBar);

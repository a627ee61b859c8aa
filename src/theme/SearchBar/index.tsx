// The navbar's search box loads its code when the reader turns to search (src/features/search/LazySearchBar.tsx).
export {default} from '@site/src/features/search/LazySearchBar';

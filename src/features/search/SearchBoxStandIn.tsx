/**
 * The search plugin's box (same markup and CSS module) until the reader hovers, focuses, types or presses the
 * shortcut. It deep-imports the plugin's files, which ./internals.ts checks as the build starts.
 */
import type {ReactNode, RefObject} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {SEARCH_INPUT_CLASS} from './classes';

/** Matches SEARCH_SHORTCUT ('mod+k'), which the config gives the plugin as its keymap. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === 'k' &&
    (isMacPlatform() ? event.metaKey : event.ctrlKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The reader hovered, focused or typed: time to load the real search bar. */
  onTurnToSearch: () => void;
}

export default function SearchBoxStandIn({inputRef, onTurnToSearch}: Props): ReactNode {
  // Like the real box, the shortcut hint appears once the platform is known (after hydration).
  const modifier = useIsBrowser() ? (isMacPlatform() ? '⌘' : 'ctrl') : null;

  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder="Search"
        aria-label="Search"
        className={clsx(SEARCH_INPUT_CLASS, styles.searchInput)}
        ref={inputRef}
        onMouseEnter={onTurnToSearch}
        onFocus={onTurnToSearch}
        onChange={onTurnToSearch}
        defaultValue=""
      />
      {modifier && (
        <div className={styles.searchHintContainer}>
          <kbd className={styles.searchHint}>{modifier}</kbd>
          <kbd className={styles.searchHint}>K</kbd>
        </div>
      )}
    </div>
  );
}

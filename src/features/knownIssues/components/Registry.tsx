// Where the FAQ shows its list of known issues: the static HTML of the generated list, and the filter's CSS.
import type {ReactNode} from 'react';
import StaticHtml from '@site/src/features/staticHtml';
import type {StaticHtmlSource} from '@site/src/features/staticHtml/StaticHtml';
import styles from './styles.module.css';

export default function KnownIssuesRegistry({source}: {source: StaticHtmlSource}): ReactNode {
  return <StaticHtml source={source} entry="list" className={styles.registry} />;
}

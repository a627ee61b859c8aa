/** The explainer's HTML comes with the page; ./Explainer.tsx and the model load when the reader reaches for it. */
import type {ReactNode} from 'react';
import StaticHtml, {staticHtmlSource} from '@site/src/features/staticHtml';
import type {Props} from './Explainer';

const explainer = await staticHtmlSource('round-explainer', () =>
  import('./Explainer').then(({default: Explainer}) => ({default: {round: Explainer, exit: Explainer}})),
);

export default function RoundExplainer({variant = 'round'}: Props): ReactNode {
  return (
    <StaticHtml
      source={explainer}
      entry={variant}
      props={{variant}}
      interactive
      failureNote="The interactive explainer could not be loaded. Check your connection, then use it again to retry."
    />
  );
}

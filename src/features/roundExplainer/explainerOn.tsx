// The explainer's HTML comes with the page; ./Explainer.tsx and the model load when the reader reaches for it. Each
// variant (./RoundExplainer.tsx, ./ExitExplainer.tsx) has a module and a source of its own: a module's top-level await
// runs once, on the first page that imports it, so a second page sharing it would find a source it never loaded.
import type {ReactNode} from 'react';
import StaticHtml, {staticHtmlSource} from '@site/src/features/staticHtml';
import type {ExplainerVariant} from './Explainer';

export async function explainerOn(variant: ExplainerVariant): Promise<() => ReactNode> {
  const source = await staticHtmlSource(`round-explainer-${variant}`, () =>
    import('./Explainer').then(({default: Explainer}) => ({default: {[variant]: Explainer}})),
  );
  return function ExplainerOnPage(): ReactNode {
    return (
      <StaticHtml
        source={source}
        entry={variant}
        props={{variant}}
        interactive
        failureNote="The interactive explainer could not be loaded. Check your connection, then use it again to retry."
      />
    );
  };
}

/**
 * The round explainer as pages use it (`<RoundExplainer />`, `<RoundExplainer variant="exit" />`): an island, whose
 * HTML comes with the page and whose code (./Explainer.tsx and the round model) loads when the reader reaches for it.
 */
import {island} from '@site/src/features/staticHtml';

export default island({
  load: () => import('./Explainer'),
  failureNote: 'The interactive explainer could not be loaded. Check your connection, then use it again to retry.',
});

// The round explainer, for /ark/deep-dive/commitment-txs.
import {explainerOn} from './explainerOn';

export default await explainerOn('round');

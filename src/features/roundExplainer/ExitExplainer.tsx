// The exit variant of the round explainer, for /ark/deep-dive/vtxos.
import {explainerOn} from './explainerOn';

export default await explainerOn('exit');

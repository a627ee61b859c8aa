/**
 * Closes the Chromium that drew the diagrams (./chromiumSession.ts) as soon as a build has bundled every page.
 * Left to its idle timer, the browser kept a finished build's process alive for two more seconds. A dev server has
 * no end of build: there the idle timer closes it.
 */
import type {Plugin} from '@docusaurus/types';
import {closeDiagramBrowsers} from './renderers';

export default function diagramsPlugin(): Plugin {
  return {name: 'diagrams', postBuild: closeDiagramBrowsers};
}

/**
 * The diagram browser's lifetime in a build or dev server (./chromiumSession.ts).
 *
 * - It opens as the site's content loads, a few seconds before the bundler reaches the first page with a diagram:
 *   starting Chromium and loading mermaid took 3 s of a cold build that every such page waited out.
 * - A build closes it as soon as every page is bundled. Left to its idle timer, the browser kept a finished build's
 *   process alive for two more seconds. A dev server has no end of build: there the idle timer closes it.
 */
import type {Plugin} from '@docusaurus/types';
import {closeDiagramBrowsers, warmUpDiagramBrowsers} from './renderers';

export default function diagramsPlugin(): Plugin {
  return {
    name: 'diagrams',
    loadContent: warmUpDiagramBrowsers,
    postBuild: closeDiagramBrowsers,
  };
}

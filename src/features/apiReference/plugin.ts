/**
 * The API references at /api/arkd and /api/fulmine: a docs plugin instance whose pages are
 * generated from api-spec/ (./generate.ts) before it reads them.
 *
 * The plugin is Docusaurus' own docs plugin with four additions: it writes the pages, the operation
 * menu (its sidebars file), the Markdown twins and the downloadable specs before the docs plugin
 * starts; it watches the spec files under `npm start` and regenerates when one changes; it sets the
 * reference's layout constants (REFERENCE_LAYOUT) as CSS variables; and its client modules make the
 * menu follow the reader (src/features/apiReference/components/).
 */
import path from 'node:path';
import * as docsPluginModule from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {REFERENCE_LAYOUT} from '../../constants';
import {REPO_ROOT} from './bundle';
import {generateApiReferences, SPEC_FOLDERS} from './generate';

export {GENERATED_PATHS} from './generate';

// The package's types declare only the plugin; the module also exports the plugin's options validation.
const {default: pluginContentDocs, validateOptions} = docsPluginModule as unknown as {
  default: typeof docsPluginModule.default;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

async function apiReferencePlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  // Docusaurus starts plugins concurrently but loads their content only once all have started:
  // the docs plugin is created after the generated pages exist.
  await generateApiReferences();
  const docs = await pluginContentDocs(context, options);
  return {
    ...docs,
    getPathsToWatch() {
      return [
        ...(docs.getPathsToWatch?.() ?? []),
        ...SPEC_FOLDERS.map((folder) => path.join(REPO_ROOT, folder, '**/*')),
      ];
    },
    async loadContent() {
      await generateApiReferences({onlyIfSpecsChanged: true});
      return docs.loadContent!();
    },
    getClientModules() {
      return [
        ...(docs.getClientModules?.() ?? []),
        path.join(REPO_ROOT, 'src/features/apiReference/components/menuHighlight.ts'),
      ];
    },
    injectHtmlTags() {
      // Read by src/features/apiReference/reference.css.
      return {
        headTags: [
          {
            tagName: 'style',
            innerHTML: `:root{--api-reference-menu-width:${REFERENCE_LAYOUT.sidebarWidth};--api-reference-scroll-offset:${REFERENCE_LAYOUT.scrollYOffset}px}`,
          },
        ],
      };
    },
  };
}

export default Object.assign(apiReferencePlugin, {validateOptions}) as PluginModule;

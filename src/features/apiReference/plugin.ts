/** Docusaurus' docs plugin on pages generated from api-spec/ (./generate.ts) first, and again when a spec changes. */
import path from 'node:path';
import * as docsPluginModule from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {GENERATED_PATHS, generateApiReferences, SPEC_FOLDERS} from './generate';

export {GENERATED_PATHS} from './generate';

// The package's types declare only the plugin; the module also exports the plugin's options validation.
const {default: pluginContentDocs, validateOptions} = docsPluginModule as unknown as {
  default: typeof docsPluginModule.default;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

async function apiReferencePlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const {siteDir} = context;
  // The docs plugin reads its folder as it starts: the pages must be there first.
  await generateApiReferences(siteDir);
  const docs = await pluginContentDocs(context, {
    ...options,
    path: GENERATED_PATHS.pages,
    sidebarPath: path.join(siteDir, GENERATED_PATHS.sidebars),
  });
  let firstLoad = true;
  return {
    ...docs,
    getPathsToWatch() {
      return [...(docs.getPathsToWatch?.() ?? []), ...SPEC_FOLDERS.map((folder) => path.join(siteDir, folder, '**/*'))];
    },
    async loadContent() {
      if (!firstLoad) await generateApiReferences(siteDir);
      firstLoad = false;
      return docs.loadContent!();
    },
  };
}

export default Object.assign(apiReferencePlugin, {validateOptions}) as PluginModule;

// Writes the registry's MDX (./generate.ts) before the pages compile, again when docs/known-issues.yaml changes under
// `npm start`, and compiles it with Docusaurus' MDX loader: it lives in the generated-files folder, outside the docs.
import path from 'node:path';
import {createMDXLoaderRule} from '@docusaurus/mdx-loader';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateKnownIssues} from './generate';
import {KNOWN_ISSUES} from './options';
import {loadKnownIssues} from './registry';

export default async function knownIssuesPlugin(context: LoadContext): Promise<Plugin> {
  const {siteDir, generatedFilesDir, siteConfig} = context;
  const generatedDir = path.join(generatedFilesDir, KNOWN_ISSUES.generatedDir);
  const mdxRule = await createMDXLoaderRule({
    include: [`${generatedDir}${path.sep}`],
    options: {
      admonitions: true,
      siteDir,
      staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
      markdownConfig: siteConfig.markdown,
      // Files other pages import, as partials are: no front matter, no metadata of their own.
      isMDXPartial: () => true,
    },
  });
  return {
    name: 'known-issues',
    getPathsToWatch: () => [path.join(siteDir, KNOWN_ISSUES.file)],
    loadContent: () => generateKnownIssues(loadKnownIssues(siteDir), generatedFilesDir),
    configureWebpack: () => ({module: {rules: [mdxRule]}}),
  };
}

// `import()` through Node's own loader, for ES-only packages (mermaid-isomorphic): Docusaurus loads the config and its
// imports through jiti, which turns `import()` into `require()`. Can go once Docusaurus loads its config natively.
import {createRequire} from 'node:module';

const importModule = createRequire(__filename)('./importModule.cjs') as (specifier: string) => Promise<unknown>;

export async function nativeImport<Module>(specifier: string): Promise<Module> {
  return (await importModule(specifier)) as Module;
}

/**
 * `import()` through Node's own ES module loader.
 *
 * Docusaurus loads docusaurus.config.ts, and every module it imports, through jiti, which turns `import()` into
 * `require()` and runs modules where a real `import()` is refused. beautiful-mermaid and the MDX compiler's
 * dependencies cannot be required: they export only an `import` condition. So the import happens in a CommonJS file
 * that Node's require loads directly, out of jiti's reach. This can go once Docusaurus loads its config as native ES
 * modules.
 */
import {createRequire} from 'node:module';

const importModule = createRequire(__filename)('./importModule.cjs') as (specifier: string) => Promise<unknown>;

export async function nativeImport<Module>(specifier: string): Promise<Module> {
  return (await importModule(specifier)) as Module;
}

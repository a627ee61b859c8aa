/**
 * Compiles an operation body's tree into the JavaScript module the MDX compiler makes of it, here in the generator.
 *
 * The bodies are trees the generator builds itself: written out as MDX, Docusaurus' loader parsed all 550 KB of
 * them back (83 files) and ran its Markdown plugins over them, 1.5 s of a cold build on the main thread. Those
 * plugins have nothing to do in a body (no heading, no relative link, no image, no fenced code: the code samples
 * come highlighted), so the tree goes straight to the compiler's later stages, with the options Docusaurus gives
 * it: components come from the MDX provider, as in every docs page, so links are the site's links. Tests render
 * the modules as they are written (tests/unit/api-reference-page.test.ts).
 *
 * The compiler reads the code of JSX attributes and of ESM from the ES syntax tree a parse would attach (`estree`),
 * so the generator attaches it too (expressionProgram, importProgram).
 */
import type {Expression, ImportDeclaration, Program} from 'estree';
import type {Root} from 'mdast';
import {nativeImport} from '../nativeImport';

/** Turns a body's tree into its JavaScript module (an ES module whose default export is its component). */
export type BodyCompiler = (root: Root) => string;

let loading: Promise<BodyCompiler> | undefined;

/** The compiler, loaded once (as an ES module: see ../nativeImport.ts). */
export function loadBodyCompiler(): Promise<BodyCompiler> {
  loading ??= nativeImport<typeof import('@mdx-js/mdx')>('@mdx-js/mdx').then(({createProcessor}) => {
    const processor = createProcessor({providerImportSource: '@mdx-js/react'});
    // runSync's types take the parser's tree (ES); its transformers start from Markdown's.
    return (root) => String(processor.stringify(processor.runSync(root as unknown as Program)));
  });
  return loading;
}

/** The syntax tree of an attribute's value, `{expression}`. */
export function expressionProgram(expression: Expression): Program {
  return {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]};
}

/** The syntax tree of `import {names…} from 'source';`. */
export function importProgram(names: readonly string[], source: string): Program {
  const declaration: ImportDeclaration = {
    type: 'ImportDeclaration',
    specifiers: names.map((name) => ({
      type: 'ImportSpecifier',
      imported: {type: 'Identifier', name},
      local: {type: 'Identifier', name},
    })),
    source: {type: 'Literal', value: source},
    attributes: [],
  };
  return {type: 'Program', sourceType: 'module', body: [declaration]};
}

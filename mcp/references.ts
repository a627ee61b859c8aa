/**
 * The two API references as the site generates them: each spec bundled by the reference's own bundler and read by its
 * model. The same bundle with every `$ref` inlined, for the schemas get_operation returns whole, is made when first
 * needed: search and the operation lists do without it.
 */
import type {ApiReference} from '../src/constants';
import {bundleSpecFile, specFileOf, toYaml} from '../src/features/apiReference/bundle';
import {isObject, resolvePointer, type JsonObject} from '../src/features/apiReference/json';
import {readReference, type ReferenceModel} from '../src/features/apiReference/model';
import {ERROR_RESPONSE_ANCHOR, SECURITY_SCHEMES_ANCHOR} from '../src/features/apiReference/words';
import {KNOWN_ISSUES} from '../src/features/knownIssues/options';
import type {KnownIssue} from '../src/features/knownIssues/registry';
import {escapeRegExp} from '../src/lib/escapeRegExp';
import {once} from './lazy';
import type {OperationEntry, OperationSource} from './operations';
import {sectionsOf, type Page, type PageText} from './pages';

export interface LoadedReference {
  reference: ApiReference;
  model: ReferenceModel;
  operations: Map<string, OperationEntry>;
  /** The operations as the spec has them, every `$ref` inlined. */
  sources: () => Promise<Map<string, OperationSource>>;
  /** The bundled spec as the site serves it for download. */
  yaml: () => string;
  page: Page;
}

/** A link to a registry entry, as the specs write them: `/ark/FAQ#<id>`. */
const ENTRY_LINK = new RegExp(`${escapeRegExp(KNOWN_ISSUES.route)}#([a-z0-9]+(?:-[a-z0-9]+)*)`, 'g');

/**
 * The reference page's Markdown twin, as the site builds it; its sections are the ones the page anchors: operations,
 * tags and the two fixed sections. Other headings (in descriptions) stay inside them.
 */
async function referenceText(reference: ApiReference, model: ReferenceModel, document: JsonObject): Promise<PageText> {
  // Imported here: the generator's modules take longer to load than the rest of the server's start.
  const [{buildTwin}, {pageOptionsOf}] = await Promise.all([
    import('../src/features/apiReference/twin'),
    import('../src/features/apiReference/generate'),
  ]);
  const markdown = buildTwin(model, pageOptionsOf(reference, document));
  const fixed = [
    ...(model.securitySchemes.length > 0
      ? [{depth: 2, text: 'Security schemes', anchor: SECURITY_SCHEMES_ANCHOR}]
      : []),
    ...(model.sharedError ? [{depth: 2, text: 'Error response', anchor: ERROR_RESPONSE_ANCHOR}] : []),
    ...model.tags.flatMap((tag) => [
      {depth: 2, text: tag.displayName, anchor: tag.anchor},
      ...tag.operations.map((operation) => ({depth: 3, text: operation.summary, anchor: operation.operationId})),
    ]),
  ];
  // The twin writes these headings in this order; descriptions may add headings of their own between them.
  let next = 0;
  const sections = sectionsOf(markdown, reference.title, (depth, heading) => {
    const expected = fixed[next];
    if (expected?.depth !== depth || expected.text !== heading) return undefined;
    next += 1;
    return expected.anchor;
  });
  return {markdown, sections};
}

async function operationSources(
  file: string,
  model: ReferenceModel,
  issues: Map<string, KnownIssue>,
): Promise<Map<string, OperationSource>> {
  const {document} = await bundleSpecFile(file, {dereference: true});
  const sources = new Map<string, OperationSource>();
  for (const view of model.tags.flatMap((tag) => tag.operations)) {
    const operation = resolvePointer(document, view.pointer);
    const pathItem = resolvePointer(document, view.pointer.slice(0, view.pointer.lastIndexOf('/')));
    if (!isObject(operation) || !isObject(pathItem)) throw new Error(`${file}: nothing at ${view.pointer}`);
    const pathParameters = Array.isArray(pathItem.parameters) ? pathItem.parameters.filter(isObject) : [];
    const linked = new Set(
      [...JSON.stringify([operation, pathParameters]).matchAll(ENTRY_LINK)].map((match) => match[1]!),
    );
    const knownIssues = [...linked].flatMap((id) => issues.get(id) ?? []);
    sources.set(view.operationId, {operation, pathParameters, knownIssues});
  }
  return sources;
}

export async function loadReference(
  reference: ApiReference,
  issues: Map<string, KnownIssue>,
): Promise<LoadedReference> {
  const file = specFileOf(reference);
  const {document} = await bundleSpecFile(file);
  const model = readReference(document, reference.operatorTags);
  const operations = new Map(
    model.tags.flatMap((tag) =>
      tag.operations.map((view): [string, OperationEntry] => [view.operationId, {view, tag}]),
    ),
  );
  const text = once(() => referenceText(reference, model, document));
  return {
    reference,
    model,
    operations,
    sources: once(() => operationSources(file, model, issues)),
    yaml: once(() => toYaml(document)),
    page: {route: reference.route, title: reference.title, indexed: [], text},
  };
}

/**
 * The MDX page of one reference: an h2 per tag, an h3 per operation, ./components for what Markdown cannot say, and
 * each operation's body in an MDX file of its own, shown as static HTML. Built as mdast, so descriptions get escaped.
 */
import type {Heading, Root, RootContent, Text} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {highlightToHtml} from '../codeBlocks/highlight';
import {Code, esm, inlineJsxElement, jsxElement, staticHtmlSourceEsm} from '../../lib/mdxNodes';
import {SpecError} from './errors';
import {toMdx} from '../../lib/markdown';
import {parseDescription, type DescriptionOptions} from './markdown';
import type {MediaView, OperationView, ParameterView, ReferenceModel, ResponseView, TagView} from './model';
import {hasChildren, walkSchema, type NodeProps, type SchemaView} from './schema';
import {
  credentialsSentence,
  ERROR_RESPONSE_ANCHOR,
  plural,
  SECURITY_SCHEMES_ANCHOR,
  SHARED_ERROR_SENTENCE,
  STREAM_SENTENCE,
  variantLabel,
} from './words';

const COMPONENTS_MODULE = '@site/src/features/apiReference/components';

/** Folders next to the page; the leading `_` keeps them out of the docs plugin's routes (its default `exclude`). */
export const OPERATION_BODIES_DIR = '_operations';
export const CONSOLE_DATA_DIR = '_console';

const CONSOLE_LOADER_BINDING = 'loadConsoleData';
const BODIES_BINDING = 'operationBodies';

/** What the page and its Markdown twin (./twin.ts) say beside the spec. */
export interface PageOptions {
  /** The reference's id (API_REFERENCES): names its bodies' folder and their keys in the document. */
  referenceId: string;
  title: string;
  description: string;
  /** The route's last segment: the doc's slug below the reference docs' route base. */
  slug: string;
  /** Where the bundled spec is served, for the download link. */
  downloadPath: string;
  /** Used only to resolve `<SchemaDefinition schemaRef=…/>` in descriptions. */
  document: Parameters<typeof walkSchema>[1];
}

function text(value: string): Text {
  return {type: 'text', value};
}

function heading(depth: 1 | 2 | 3, title: string, id?: string, after?: MdxJsxTextElement): Heading {
  const anchor = id ? ` {#${id}}` : '';
  return {type: 'heading', depth, children: after ? [text(`${title} `), after, text(anchor)] : [text(title + anchor)]};
}

/** The props every schema node component takes: what the node is, in data; what it holds is its children. */
function nodeProps(view: SchemaView): NodeProps {
  const {description, properties, otherKeysAllowed, mapValues, items, variants, ...node} = view;
  return {...node, constraints: node.constraints.length > 0 ? node.constraints : undefined};
}

/** The schema whose fields an array (its items) or a map (its values) shows. */
function holdingOf(view: SchemaView): SchemaView | undefined {
  return view.items ?? (view.properties.length === 0 ? view.mapValues : undefined);
}

/** "2 fields of outpoint", "3 fields of each item", "5 alternatives of result". */
function summaryOf(view: SchemaView, owner: string): string {
  let shown = view;
  let whose = owner;
  for (let held = holdingOf(shown); held; held = holdingOf(shown)) {
    whose = shown.items ? 'each item' : 'each value';
    shown = held;
  }
  const count = shown.variants
    ? plural(shown.variants.options.length, 'alternative')
    : plural(shown.properties.length, 'field');
  return `${count} of ${whose}`;
}

class PageBuilder {
  private readonly explicitIds = new Map<string, string>();
  private readonly bodies: Array<{operationId: string; blocks: RootContent[]}> = [];

  constructor(
    private readonly model: ReferenceModel,
    private readonly options: PageOptions,
  ) {}

  /** A description of the spec, or Markdown the generator writes itself (sentences with links). */
  private description(
    markdown: string | undefined,
    where: string,
    minHeadingDepth: DescriptionOptions['minHeadingDepth'] = 4,
  ): RootContent[] {
    if (!markdown) return [];
    try {
      return parseDescription(markdown, {
        minHeadingDepth,
        showSchema: (ref) => this.schema(walkSchema({$ref: ref}, this.options.document, where)),
      });
    } catch (error) {
      if (error instanceof SpecError) throw error;
      throw new SpecError((error as Error).message, where);
    }
  }

  private anchor(id: string, where: string): string {
    const clash = this.explicitIds.get(id);
    if (clash) throw new SpecError(`the anchor #${id} is already used by ${clash}`, where);
    this.explicitIds.set(id, where);
    return id;
  }

  /** What goes inside a node (its fields or alternatives), behind a toggle unless `expanded`. */
  private children(view: SchemaView, owner: string, expanded: boolean): RootContent[] {
    if (!hasChildren(view)) return [];
    const content = this.content(view, owner);
    return expanded ? content : [jsxElement('Expandable', {summary: summaryOf(view, owner)}, content)];
  }

  /** The fields or alternatives of a node, in full: an array shows its items', a map its values'. */
  private content(view: SchemaView, owner: string): RootContent[] {
    const held = holdingOf(view);
    if (held) return [...this.description(held.description, owner, 5), ...this.content(held, owner)];
    const content: RootContent[] = [];
    if (view.properties.length > 0) {
      const properties = view.properties.map(({name, required, schema}) =>
        jsxElement('Property', {propertyName: name, required, ...nodeProps(schema)}, [
          ...this.description(schema.description, `property ${name}`, 5),
          ...this.children(schema, name, false),
        ]),
      );
      if (view.mapValues)
        properties.push(
          jsxElement('OtherKeys', nodeProps(view.mapValues), this.children(view.mapValues, 'other keys', false)),
        );
      else if (view.otherKeysAllowed) properties.push(jsxElement('OtherKeys', {type: 'any'}));
      content.push(jsxElement('PropertyList', {}, properties));
    }
    if (view.variants) {
      const options = view.variants.options.map((option, index) =>
        jsxElement('Variant', {label: variantLabel(option, index), ...nodeProps(option)}, [
          ...this.description(option.description, `alternative ${index + 1} of ${owner}`, 5),
          ...this.children(option, option.name ?? owner, true),
        ]),
      );
      content.push(jsxElement('VariantList', {kind: view.variants.kind}, options));
    }
    return content;
  }

  private schema(view: SchemaView): MdxJsxFlowElement {
    return jsxElement('Schema', nodeProps(view), [
      ...this.description(view.description, `schema ${view.name ?? ''}`, 5),
      ...this.children(view, view.name ?? 'the body', true),
    ]);
  }

  private media({schema, example}: MediaView): RootContent[] {
    const blocks: RootContent[] = schema ? [this.schema(schema)] : [];
    if (!example) return blocks;
    const {title, language, source} = example;
    // Closed until the reader opens it, as nested fields are: the browser then lays none of it out on load.
    const html = highlightToHtml(source, language);
    return [...blocks, jsxElement('Expandable', {summary: title}, [jsxElement('Example', {language, html})])];
  }

  /** `where` names the response for an error in its description: the shared error response has no operation. */
  private response(response: ResponseView, where: string): MdxJsxFlowElement {
    if (response.isSharedError) {
      return jsxElement('Response', {status: response.status}, this.description(SHARED_ERROR_SENTENCE, where));
    }
    return jsxElement(
      'Response',
      {
        status: response.status,
        mediaTypes: response.contents.map((media) => media.mediaType),
        streams: response.streams,
      },
      [
        ...this.description(response.description, where, 5),
        ...(response.streams ? this.description(STREAM_SENTENCE, where) : []),
        ...response.contents.flatMap((media) => this.media(media)),
      ],
    );
  }

  private parameter(parameter: ParameterView, operation: OperationView): RootContent {
    const {name, required, commaSeparated, example, schema} = parameter;
    return jsxElement('Parameter', {parameterName: name, required, commaSeparated, example, ...nodeProps(schema)}, [
      ...this.description(schema.description, `${operation.pointer} parameter ${name}`, 5),
      ...this.children(schema, name, false),
    ]);
  }

  private operation(operation: OperationView): RootContent[] {
    this.bodies.push({operationId: operation.operationId, blocks: this.operationBody(operation)});
    return [
      // Method and path belong to the heading: search shows them with the result, and finds the operation by its path.
      heading(
        3,
        operation.summary,
        this.anchor(operation.operationId, operation.pointer),
        inlineJsxElement('Endpoint', {method: operation.method, path: operation.path, streams: operation.streams}),
      ),
      // Under the method and path it sends to, where a reader looks first; its console opens above the prose.
      jsxElement('TryIt', {
        operationId: operation.operationId,
        summary: operation.summary,
        loadData: new Code(CONSOLE_LOADER_BINDING),
      }),
      jsxElement('StaticHtml', {source: new Code(BODIES_BINDING), entry: operation.operationId}),
    ];
  }

  /** Everything under an operation's heading, for the operation's own MDX file. */
  private operationBody(operation: OperationView): RootContent[] {
    const {pointer, requestBody: body} = operation;
    const locations = [...new Set(operation.parameters.map((parameter) => parameter.in))];
    const samples = operation.codeSamples.map(({label, language, source}) =>
      jsxElement('Example', {title: label, language, html: highlightToHtml(source, language)}),
    );
    return [
      jsxElement('Credentials', {}, this.description(credentialsSentence(operation.security, this.model), pointer)),
      ...(operation.upstreamDifference ? [jsxElement('UpstreamDifference', {note: operation.upstreamDifference})] : []),
      ...this.description(operation.description, `${pointer}/description`, 4),
      ...(samples.length > 0 ? [jsxElement('CodeSamples', {}, samples)] : []),
      ...locations.map((location) =>
        jsxElement(
          'Parameters',
          {location},
          operation.parameters
            .filter((parameter) => parameter.in === location)
            .map((parameter) => this.parameter(parameter, operation)),
        ),
      ),
      ...(body
        ? [
            jsxElement(
              'RequestBody',
              {required: body.required, mediaTypes: body.contents.map((media) => media.mediaType)},
              [
                ...this.description(body.description, `${pointer}/requestBody`, 5),
                ...body.contents.flatMap((media) => this.media(media)),
              ],
            ),
          ]
        : []),
      jsxElement(
        'Section',
        {title: 'Responses'},
        operation.responses.map((response) => this.response(response, `${pointer}/responses/${response.status}`)),
      ),
    ];
  }

  private tag(tag: TagView): RootContent[] {
    return [
      heading(2, tag.displayName, this.anchor(tag.anchor, `#/tags (${tag.name})`)),
      ...(tag.operatorOnly ? [jsxElement('OperatorOnly')] : []),
      ...this.description(tag.description, `#/tags (${tag.name}) description`, 3),
      ...tag.operations.flatMap((operation) => this.operation(operation)),
    ];
  }

  private intro(): RootContent[] {
    const {model, options} = this;
    const {title: specTitle, version, servers} = model;
    const blocks: RootContent[] = [
      heading(1, options.title),
      jsxElement('ReferenceInfo', {specTitle, version, servers, downloadPath: options.downloadPath}),
      jsxElement('MenuHighlight'),
      ...this.description(model.description, '#/info/description', 2),
    ];
    if (model.securitySchemes.length > 0) {
      blocks.push(
        heading(2, 'Security schemes', this.anchor(SECURITY_SCHEMES_ANCHOR, 'the security schemes section')),
        ...model.securitySchemes.map(({name, type, in: location, parameterName, description}) =>
          jsxElement(
            'SecurityScheme',
            {schemeName: name, type, location, parameterName},
            this.description(description, `#/components/securitySchemes/${name}`, 5),
          ),
        ),
      );
    }
    if (model.sharedError) {
      blocks.push(
        heading(2, 'Error response', this.anchor(ERROR_RESPONSE_ANCHOR, 'the error response section')),
        this.response(model.sharedError, ERROR_RESPONSE_ANCHOR),
      );
    }
    return blocks;
  }

  /** Docusaurus gives headings without an explicit id a slug of their text: none may take a fixed anchor. */
  private checkAutomaticIds(blocks: RootContent[]): void {
    const slugger = createSlugger();
    visit(root(blocks), 'heading', (node) => {
      const {id, text: title} = parseMarkdownHeadingId(toString(node));
      const slug = id ? undefined : slugger.slug(title);
      const clash = slug && this.explicitIds.get(slug);
      if (clash)
        throw new SpecError(
          `the heading "${title}" gets the anchor #${slug}, which ${clash} needs: rename the heading`,
          'a description',
        );
    });
  }

  /** The page's MDX, and the files of `${OPERATION_BODIES_DIR}/<reference id>`: an MDX file per body, an index. */
  build(): {page: string; bodyFiles: Map<string, string>} {
    const {referenceId, title, description, slug} = this.options;
    const blocks = [...this.intro(), ...this.model.tags.flatMap((tag) => this.tag(tag))];
    this.checkAutomaticIds([...blocks, ...this.bodies.flatMap((body) => body.blocks)]);
    const bodiesModule = `./${OPERATION_BODIES_DIR}/${referenceId}/index.ts`;
    const page = toMdx(
      root([
        importComponents(blocks),
        ...staticHtmlSourceEsm(BODIES_BINDING, `api-${referenceId}`, bodiesModule),
        esm(
          `export const ${CONSOLE_LOADER_BINDING} = () => import(${JSON.stringify(`./${CONSOLE_DATA_DIR}/${referenceId}.json`)});`,
        ),
        ...blocks,
      ]),
    );
    const ids = this.bodies.map((body) => body.operationId);
    const bodiesIndex = [
      `// The body of each operation of the ${title}, by operationId (written by src/features/apiReference).`,
      ...ids.map((id, index) => `import body${index} from ${JSON.stringify(`./${id}.mdx`)};`),
      '\nexport default {',
      ...ids.map((id, index) => `  ${JSON.stringify(id)}: body${index},`),
      '};\n',
    ];
    // The operation menu on the left lists the same headings: no table of contents.
    const frontMatter = `---
title: ${JSON.stringify(title)}
description: ${JSON.stringify(description)}
slug: ${JSON.stringify(slug)}
sidebar_label: Introduction
hide_table_of_contents: true
pagination_prev: null
pagination_next: null
---
`;
    return {
      page: `${frontMatter}\n${page}`,
      bodyFiles: new Map([
        ...this.bodies.map(({operationId, blocks: body}): [string, string] => [
          `${operationId}.mdx`,
          toMdx(root([importComponents(body), ...body])),
        ]),
        ['index.ts', bodiesIndex.join('\n')],
      ]),
    };
  }
}

function root(children: RootContent[]): Root {
  return {type: 'root', children};
}

/** The import of the components that `nodes` use (StaticHtml has a module of its own). */
function importComponents(nodes: RootContent[]): RootContent {
  const names = new Set<string>();
  visit(root(nodes), ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    if ('name' in node && node.name && node.name !== 'StaticHtml') names.add(node.name);
  });
  return esm(`import {${[...names].sort().join(', ')}} from '${COMPONENTS_MODULE}';`);
}

export function buildPage(model: ReferenceModel, options: PageOptions): ReturnType<PageBuilder['build']> {
  return new PageBuilder(model, options).build();
}

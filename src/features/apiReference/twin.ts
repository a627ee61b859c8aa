/** A reference's Markdown twin for programs (/llms.txt, the page's `.md`): the page in plain Markdown, no JSX. */
import type {List, ListItem, Paragraph, RootContent} from 'mdast';
import {SITE} from '../../constants';
import {toPlainMarkdown} from '../../lib/markdown';
import {parseDescription} from './markdown';
import type {MediaView, OperationView, ParameterView, ReferenceModel, ResponseView} from './model';
import type {PageOptions} from './page';
import {walkSchema, type SchemaView} from './schema';
import {
  code,
  credentialsSentence,
  factsOf,
  SHARED_ERROR_SENTENCE,
  STREAM_SENTENCE,
  typeLabel,
  UPSTREAM_DIFFERENCE,
  VARIANT_KINDS,
  variantLabel,
} from './words';

class TwinBuilder {
  constructor(
    private readonly model: ReferenceModel,
    private readonly options: PageOptions,
  ) {}

  private blocks(markdown: string | undefined, minHeadingDepth: 2 | 3 | 4 | 5 = 4): RootContent[] {
    if (!markdown) return [];
    return parseDescription(markdown, {
      minHeadingDepth,
      showSchema: (ref) => this.fieldList(walkSchema({$ref: ref}, this.options.document)),
    });
  }

  /** A list item "header: description", the description's first paragraph on the header's line. */
  private item(header: string, description: string | undefined, nested: RootContent[]): ListItem {
    const [head] = this.blocks(header) as Paragraph[];
    const [first, ...rest] = this.blocks(description, 5);
    const lead: Paragraph =
      first?.type === 'paragraph'
        ? {type: 'paragraph', children: [...head!.children, {type: 'text', value: ': '}, ...first.children]}
        : head!;
    const more = first && first.type !== 'paragraph' ? [first, ...rest] : rest;
    return {type: 'listItem', spread: false, children: [lead, ...more, ...nested] as ListItem['children']};
  }

  /** "`name` (type; required; facts…)": a field, a parameter (with how it is sent), an alternative. */
  private nodeItem(
    name: string,
    view: SchemaView,
    {required, commaSeparated, example}: Partial<Pick<ParameterView, 'required' | 'commaSeparated' | 'example'>> = {},
  ): ListItem {
    const facts = [
      ...(required ? ['required'] : []),
      ...(commaSeparated ? ['comma-separated'] : []),
      ...factsOf(view).map(({words, values}) => (values ? `${words} ${values.map(code).join(', ')}` : words)),
      ...(view.upstreamDifference ? [`${UPSTREAM_DIFFERENCE.toLowerCase()}: ${view.upstreamDifference}`] : []),
      ...(example ? [`example ${code(JSON.stringify(example.value))}`] : []),
    ];
    const header = `${name} (${typeLabel(view)}${facts.length > 0 ? `; ${facts.join('; ')}` : ''})`;
    return this.item(header, view.description, this.nested(view));
  }

  /** The fields of a node as a nested list; alternatives as "one of" items. */
  private fieldItems(view: SchemaView): ListItem[] {
    if (view.recursive) return [];
    if (view.items) return this.fieldItems(view.items);
    if (view.mapValues && view.properties.length === 0) return this.fieldItems(view.mapValues);
    const items = view.properties.map(({name, required, schema}) => this.nodeItem(code(name), schema, {required}));
    if (view.mapValues) items.push(this.nodeItem('Other keys', view.mapValues));
    else if (view.otherKeysAllowed) items.push(this.item('Other keys are allowed.', undefined, []));
    if (view.variants) {
      const options = view.variants.options.map((option, index) =>
        this.nodeItem(`**${variantLabel(option, index)}**`, option),
      );
      items.push(this.item(`${VARIANT_KINDS[view.variants.kind]}:`, undefined, [list(options)]));
    }
    return items;
  }

  private nested(view: SchemaView): RootContent[] {
    const items = this.fieldItems(view);
    return items.length > 0 ? [list(items)] : [];
  }

  private fieldList(view: SchemaView): RootContent {
    return this.nested(view)[0] ?? {type: 'paragraph', children: [{type: 'text', value: typeLabel(view)}]};
  }

  private media({mediaType, schema, example}: MediaView): RootContent[] {
    return [
      ...(schema
        ? [
            ...this.blocks(`Schema: ${typeLabel(schema)}${schema.nullable ? ', nullable' : ''} (${code(mediaType)})`),
            ...this.blocks(schema.description, 5),
            ...this.nested(schema),
          ]
        : []),
      ...(example ? [...this.blocks(`${example.title}:`), codeBlock(example.language, example.source)] : []),
    ];
  }

  private response(response: ResponseView): RootContent[] {
    if (response.isSharedError) return [label(response.status), ...this.blocks(SHARED_ERROR_SENTENCE)];
    return [
      label(response.status),
      ...this.blocks(response.description),
      ...(response.streams ? this.blocks(STREAM_SENTENCE) : []),
      ...response.contents.flatMap((media) => this.media(media)),
    ];
  }

  private operation(operation: OperationView): RootContent[] {
    const locations = [...new Set(operation.parameters.map((parameter) => parameter.in))];
    const body = operation.requestBody;
    return [
      heading(3, operation.summary),
      ...this.blocks(
        `${code(`${operation.method.toUpperCase()} ${operation.path}`)} (operationId ${code(operation.operationId)})${operation.streams ? ', a stream' : ''}`,
      ),
      ...this.blocks(credentialsSentence(operation.security, this.model)),
      ...(operation.upstreamDifference ? this.blocks(`${UPSTREAM_DIFFERENCE}: ${operation.upstreamDifference}`) : []),
      ...this.blocks(operation.description, 4),
      ...operation.codeSamples.flatMap((sample) => [label(sample.label), codeBlock(sample.language, sample.source)]),
      ...locations.flatMap((location) => [
        label(`${location[0]!.toUpperCase()}${location.slice(1)} parameters`),
        list(
          operation.parameters
            .filter((parameter) => parameter.in === location)
            .map((parameter) => this.nodeItem(code(parameter.name), parameter.schema, parameter)),
        ),
      ]),
      ...(body
        ? [
            label(`Request body${body.required ? ' (required)' : ''}`),
            ...this.blocks(body.description),
            ...body.contents.flatMap((media) => this.media(media)),
          ]
        : []),
      label('Responses'),
      ...operation.responses.flatMap((response) => this.response(response)),
    ];
  }

  build(): string {
    const {model, options} = this;
    const servers = model.servers
      .map((server) => `${code(server.url)}${server.description ? ` (${server.description.replace(/\.$/, '')})` : ''}`)
      .join(', ');
    const children: RootContent[] = [
      heading(1, options.title),
      ...this.blocks(
        `${model.title} ${model.version}. Base URL: ${servers || 'none given'}. [Download the OpenAPI specification](${SITE.url}${options.downloadPath}).`,
      ),
      ...this.blocks(model.description, 2),
    ];
    if (model.securitySchemes.length > 0) {
      const schemes = model.securitySchemes.map((scheme) =>
        this.item(
          `${code(scheme.name)}: ${scheme.type}${scheme.parameterName ? `, ${code(scheme.parameterName)} in ${scheme.in ?? 'header'}` : ''}`,
          scheme.description,
          [],
        ),
      );
      children.push(heading(2, 'Security schemes'), list(schemes));
    }
    if (model.sharedError) children.push(heading(2, 'Error response'), ...this.response(model.sharedError));
    for (const tag of model.tags) {
      children.push(
        heading(2, tag.displayName),
        ...(tag.operatorOnly ? this.blocks('For the operator only.') : []),
        ...this.blocks(tag.description, 3),
        ...tag.operations.flatMap((operation) => this.operation(operation)),
      );
    }
    const markdown = toPlainMarkdown({type: 'root', children});
    return `---\ntitle: ${JSON.stringify(options.title)}\ndescription: ${JSON.stringify(options.description)}\n---\n\n${markdown}`;
  }
}

function heading(depth: 1 | 2 | 3, value: string): RootContent {
  return {type: 'heading', depth, children: [{type: 'text', value}]};
}

function label(value: string): RootContent {
  return {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value}]}]};
}

function list(items: ListItem[]): List {
  return {type: 'list', ordered: false, spread: false, children: items};
}

function codeBlock(language: string, value: string): RootContent {
  return {type: 'code', lang: language, value};
}

export function buildTwin(model: ReferenceModel, options: PageOptions): string {
  return new TwinBuilder(model, options).build();
}

/** A reference's Markdown twin for programs (/llms.txt, the page's `.md`): the page in plain Markdown, no JSX. */
import type {List, ListItem, Paragraph, Root, RootContent} from 'mdast';
import {parseDescription, toPlainMarkdown} from './markdown';
import type {MediaView, OperationView, ParameterView, ReferenceModel, ResponseView} from './model';
import {UPSTREAM_DIFFERENCE} from './phrases';
import {walkSchema, type SchemaView} from './schema';
import {
  credentialsSentence,
  exampleSource,
  exampleTitle,
  factsOf,
  jsonText,
  sharedErrorSentence,
  streamSentence,
  typeLabel,
} from './words';

export interface TwinOptions {
  title: string;
  description: string;
  /** The absolute URL of the bundled spec. */
  downloadUrl: string;
  document: Parameters<typeof walkSchema>[1];
}

function blocks(
  markdown: string | undefined,
  minHeadingDepth: 2 | 3 | 4 | 5 = 4,
  document?: TwinOptions['document'],
): RootContent[] {
  if (!markdown) return [];
  return parseDescription(markdown, {
    minHeadingDepth,
    replaceHtml: (node) => {
      const match = /^<SchemaDefinition\s+schemaRef="(#\/components\/schemas\/[^"]+)"\s*\/>$/.exec(node.value.trim());
      return match && document ? [fieldList(walkSchema({$ref: match[1]!}, document))] : undefined;
    },
  });
}

function code(value: string): string {
  return `\`${value.replace(/`/g, '')}\``;
}

function codeBlock(language: string, value: string): RootContent {
  return {type: 'code', lang: language, value};
}

function label(value: string): RootContent {
  return {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value}]}]};
}

/** A list item "header: description", the description's first paragraph on the header's line. */
function item(header: string, description: string | undefined, nested: RootContent[]): ListItem {
  const [head] = blocks(header) as Paragraph[];
  const [first, ...rest] = blocks(description, 5);
  const lead: Paragraph =
    first?.type === 'paragraph'
      ? {type: 'paragraph', children: [...head!.children, {type: 'text', value: ': '}, ...first.children]}
      : head!;
  const more = first && first.type !== 'paragraph' ? [first, ...rest] : rest;
  return {type: 'listItem', spread: false, children: [lead, ...more, ...nested] as ListItem['children']};
}

function nodeHeader(name: string | undefined, view: SchemaView, required = false): string {
  const facts = [
    ...(required ? ['required'] : []),
    ...factsOf(view),
    ...(view.upstreamDifference ? [`${UPSTREAM_DIFFERENCE.toLowerCase()}: ${view.upstreamDifference}`] : []),
  ];
  return `${name ? `${code(name)} ` : ''}(${typeLabel(view)}${facts.length > 0 ? `; ${facts.join('; ')}` : ''})`;
}

/** The fields of a node as a nested list; alternatives as "one of" items. */
function fieldItems(view: SchemaView): ListItem[] {
  if (view.recursive) return [];
  if (view.items) return fieldItems(view.items);
  if (view.mapValues && view.properties.length === 0) return fieldItems(view.mapValues);
  const items = view.properties.map(({name, required, schema}) =>
    item(nodeHeader(name, schema, required), schema.description, nested(schema)),
  );
  if (view.mapValues)
    items.push(
      item(`Other keys ${nodeHeader(undefined, view.mapValues)}`, view.mapValues.description, nested(view.mapValues)),
    );
  else if (view.otherKeysAllowed) items.push(item('Other keys are allowed.', undefined, []));
  if (view.variants) {
    const kind = view.variants.kind === 'oneOf' ? 'One of' : view.variants.kind === 'anyOf' ? 'Any of' : 'All of';
    items.push(
      item(`${kind}:`, undefined, [
        list(
          view.variants.options.map((option, index) =>
            item(
              `**${option.name ?? `Option ${index + 1}`}** ${nodeHeader(undefined, option)}`,
              option.description,
              nested(option),
            ),
          ),
        ),
      ]),
    );
  }
  return items;
}

function list(items: ListItem[]): List {
  return {type: 'list', ordered: false, spread: false, children: items};
}

function nested(view: SchemaView): RootContent[] {
  const items = fieldItems(view);
  return items.length > 0 ? [list(items)] : [];
}

function fieldList(view: SchemaView): RootContent {
  const items = fieldItems(view);
  return items.length > 0 ? list(items) : {type: 'paragraph', children: [{type: 'text', value: typeLabel(view)}]};
}

function media(content: MediaView, streams: boolean): RootContent[] {
  const schema = content.schema;
  return [
    ...(schema
      ? [
          ...blocks(`Schema: ${typeLabel(schema)}${schema.nullable ? ', nullable' : ''} (${code(content.mediaType)})`),
          ...blocks(schema.description, 5),
          ...nested(schema),
        ]
      : []),
    ...content.examples.flatMap((example) => {
      const {language, source} = exampleSource(example.value, content.mediaType, streams);
      return [
        ...blocks(`${exampleTitle(example, streams)}:`),
        codeBlock(language === 'plain' ? 'text' : language, source),
      ];
    }),
  ];
}

function parameterItem(parameter: ParameterView): ListItem {
  const facts = [
    ...(parameter.required ? ['required'] : []),
    ...(parameter.commaSeparated ? ['comma-separated'] : []),
    ...factsOf(parameter.schema),
    ...(parameter.upstreamDifference && parameter.upstreamDifference !== parameter.schema.upstreamDifference
      ? [`${UPSTREAM_DIFFERENCE.toLowerCase()}: ${parameter.upstreamDifference}`]
      : []),
    ...(parameter.example ? [`example ${code(jsonText(parameter.example.value))}`] : []),
  ];
  return item(
    `${code(parameter.name)} (${typeLabel(parameter.schema)}${facts.length > 0 ? `; ${facts.join('; ')}` : ''})`,
    parameter.description ?? parameter.schema.description,
    nested(parameter.schema),
  );
}

function response(value: ResponseView, operation: OperationView | undefined): RootContent[] {
  if (value.isSharedError) return [label(value.status), ...blocks(sharedErrorSentence())];
  const streams = Boolean(operation?.streams) && /^2/.test(value.status);
  return [
    label(value.status),
    ...blocks(value.description),
    ...(streams ? blocks(streamSentence()) : []),
    ...value.contents.flatMap((content) => media(content, streams)),
  ];
}

function operationBlocks(
  operation: OperationView,
  model: ReferenceModel,
  document: TwinOptions['document'],
): RootContent[] {
  const locations = [...new Set(operation.parameters.map((parameter) => parameter.in))];
  const body = operation.requestBody;
  return [
    {type: 'heading', depth: 3, children: [{type: 'text', value: operation.summary}]},
    ...blocks(
      `${code(`${operation.method.toUpperCase()} ${operation.path}`)} (operationId ${code(operation.operationId)})${operation.streams ? ', a stream' : ''}${operation.deprecated ? ', deprecated' : ''}`,
    ),
    ...blocks(credentialsSentence(operation.security, model)),
    ...(operation.upstreamDifference ? blocks(`${UPSTREAM_DIFFERENCE}: ${operation.upstreamDifference}`) : []),
    ...blocks(operation.description, 4, document),
    ...operation.codeSamples.flatMap((sample) => [label(sample.label), codeBlock(sample.language, sample.source)]),
    ...locations.flatMap((location) => [
      label(`${location[0]!.toUpperCase()}${location.slice(1)} parameters`),
      list(operation.parameters.filter((parameter) => parameter.in === location).map(parameterItem)),
    ]),
    ...(body
      ? [
          label(`Request body${body.required ? ' (required)' : ''}`),
          ...blocks(body.description),
          ...body.contents.flatMap((content) => media(content, false)),
        ]
      : []),
    label('Responses'),
    ...operation.responses.flatMap((value) => response(value, operation)),
  ];
}

export function buildTwin(model: ReferenceModel, options: TwinOptions): string {
  const {document} = options;
  const servers = model.servers
    .map((server) => `${code(server.url)}${server.description ? ` (${server.description.replace(/\.$/, '')})` : ''}`)
    .join(', ');
  const children: RootContent[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: options.title}]},
    ...blocks(
      `${model.title} ${model.version}. Base URL: ${servers || 'none given'}. [Download the OpenAPI specification](${options.downloadUrl}).`,
    ),
    ...blocks(model.description, 2, document),
  ];
  if (model.securitySchemes.length > 0) {
    children.push(
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'Security schemes'}]},
      list(
        model.securitySchemes.map((scheme) =>
          item(
            `${code(scheme.name)}: ${scheme.type}${scheme.parameterName ? `, ${code(scheme.parameterName)} in ${scheme.in ?? 'header'}` : ''}${scheme.scheme ? `, ${scheme.scheme}` : ''}`,
            scheme.description,
            [],
          ),
        ),
      ),
    );
  }
  if (model.sharedError) {
    children.push(
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'Error response'}]},
      ...response(model.sharedError, undefined),
    );
  }
  for (const tag of model.tags) {
    children.push(
      {type: 'heading', depth: 2, children: [{type: 'text', value: tag.displayName}]},
      ...(tag.operatorOnly ? blocks('For the operator only.') : []),
      ...blocks(tag.description, 3, document),
      ...tag.operations.flatMap((operation) => operationBlocks(operation, model, document)),
    );
  }
  const root: Root = {type: 'root', children};
  return `---\ntitle: ${JSON.stringify(options.title)}\ndescription: ${JSON.stringify(options.description)}\n---\n\n${toPlainMarkdown(root)}`;
}

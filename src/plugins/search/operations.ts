/**
 * The operations of an API reference, read through Redoc's own menu so that
 * their anchors are exactly the ones the Redoc page uses
 * (`tag/<tag>/operation/<operationId>`).
 */
import {createRequire} from 'node:module';

export interface ReferenceOperation {
  anchor: string;
  operationId: string;
  summary: string;
  description: string;
  method: string;
  path: string;
}

interface MenuItem {
  type: string;
  id: string;
  name: string;
  description?: string;
  httpVerb?: string;
  path?: string;
  operationId?: string;
  items: MenuItem[];
}

interface RedocModule {
  AppStore: new (spec: unknown, specUrl?: string, options?: object) => {menu: {items: MenuItem[]}};
}

// The Redoc that renders the pages is the one docusaurus-theme-redoc depends on.
const requireFromTheme = createRequire(require.resolve('docusaurus-theme-redoc'));
const {AppStore} = requireFromTheme('redoc') as RedocModule;

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.items)]);
}

function plainText(markdown: string | undefined): string {
  return (markdown ?? '').replace(/[`*_#>[\]()]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function operationsOf(spec: unknown): ReferenceOperation[] {
  // Nothing to dispose of afterwards: in Node, Redoc starts no search worker.
  const store = new AppStore(spec, undefined, {});
  return flatten(store.menu.items)
    .filter((item) => item.type === 'operation' && item.operationId)
    .map((item) => ({
      anchor: item.id,
      operationId: item.operationId!,
      summary: item.name,
      description: plainText(item.description),
      method: item.httpVerb ?? '',
      path: item.path ?? '',
    }));
}

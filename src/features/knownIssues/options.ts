// The known issues of the documented releases: the registry's file, its vocabulary, and where its generated MDX goes.
// Pages link an entry as `/ark/FAQ#<id>`; the FAQ renders the whole registry.
import type {DocumentedRelease} from '../../constants';

export const KNOWN_ISSUES = {
  /** The registry, relative to the site. */
  file: 'docs/known-issues.yaml',
  /** The page that lists every entry, and where each entry's anchor lives. */
  route: '/ark/FAQ',
  /** In Docusaurus' generated-files folder: the list and the fixes table as MDX, and the list's static-HTML module. */
  generatedDir: 'known-issues',
} as const;

/** Who must know of an entry. */
export const AUDIENCES = {
  users: {label: 'Users', inSentence: 'users'},
  integrators: {label: 'Integrators', inSentence: 'integrators'},
  'fulmine-operators': {label: 'fulmine operators', inSentence: 'fulmine operators'},
  'arkd-operators': {label: 'arkd operators', inSentence: 'arkd operators'},
} as const;

/** Where an entry's faulty code lives: the documented release, and the repository whose later tags say what fixed it. */
export const PRODUCTS = {
  arkd: {label: 'arkd', release: 'arkd', laterRepositories: ['arkade-os/arkd']},
  // The Go SDK moved to a repository of its own after v0.6.3; the `ark` CLI stayed with arkd.
  'go-sdk': {label: 'Go SDK and ark CLI', release: 'arkd', laterRepositories: ['arkade-os/go-sdk', 'arkade-os/arkd']},
  fulmine: {label: 'fulmine', release: 'fulmine', laterRepositories: ['ArkLabsHQ/fulmine']},
  'ts-sdk': {label: 'TypeScript SDK', release: 'tsSdk', laterRepositories: ['arkade-os/ts-sdk']},
} as const satisfies Record<string, {label: string; release: DocumentedRelease; laterRepositories: readonly string[]}>;

/** The worst an entry can cost. */
export const SEVERITIES = {funds: 'funds', privacy: 'privacy', availability: 'availability'} as const;

/** Summary, what happens and workaround together, as the readability tool counts prose. */
export const MAX_ENTRY_WORDS = 150;

export type Audience = keyof typeof AUDIENCES;
export type Product = keyof typeof PRODUCTS;
export type Severity = keyof typeof SEVERITIES;

/**
 * The one table of the local environment the docs set up: ports, in-network
 * hosts, images, data directories and environment variables of arkd v0.6.3,
 * nigiri and fulmine v0.1.12, as the fact sheet
 * (shared/reference/ark-facts-2025-06.md, §1, §7 and §8) gives them.
 *
 * tests/unit/samples-environment.test.ts checks the shell steps of
 * /integrate/dev-env and /products/fulmine/installation against it.
 */

/** Ports published on the developer's machine. */
export const PORTS = {
  3000: 'Esplora "chopsticks" HTTP API, started by nigiri',
  7000: 'fulmine gRPC (FULMINE_GRPC_PORT)',
  7001: 'fulmine web UI at / and REST API under /api (FULMINE_HTTP_PORT)',
  7070: 'arkd gRPC, REST and admin (ARK_PORT)',
} as const satisfies Record<number, string>;

/** host:port names that only resolve inside the `nigiri` Docker network. */
export const NETWORK_HOSTS = {
  'bitcoin:18444': 'bitcoind regtest peer-to-peer port (ARK_NEUTRINO_PEER)',
  'chopsticks:3000': 'Esplora inside the network',
  'arkd:7070': 'the arkd container started with --name arkd',
} as const;

export const DOCKER_NETWORK = 'nigiri';

/**
 * Images and the tags the pages may use. fulmine's release workflow tags each image with the
 * release's tag name (.github/workflows/release.yaml at v0.1.12); `latest` appears only with a
 * warning to pin the release.
 */
export const IMAGES = {
  /** arkd's release workflow names the image after the repository, which had moved to arkade-os by v0.6.2. */
  'ghcr.io/arkade-os/ark': {tags: ['v0.6.3'], dataDir: '/app/data'},
  'ghcr.io/arklabshq/fulmine': {tags: ['v0.1.12', 'latest'], dataDir: '/app/data'},
  /** A throwaway utility container that archives fulmine's volume in the backup step. */
  alpine: {tags: [''], dataDir: '/app/data'},
} as const satisfies Record<string, {tags: readonly string[]; dataDir: string}>;

/** arkd v0.6.3 settings (prefix ARK_) with their defaults, where the fact sheet gives one. */
export const ARKD_VARIABLES: Record<string, string | null> = {
  ARK_NETWORK: 'bitcoin',
  ARK_DATADIR: '~/.arkd',
  ARK_PORT: '7070',
  ARK_LOG_LEVEL: '4',
  ARK_ROUND_INTERVAL: '30',
  ARK_VTXO_TREE_EXPIRY: '604672',
  ARK_UNILATERAL_EXIT_DELAY: '86400',
  ARK_BOARDING_EXIT_DELAY: '7776000',
  ARK_SCHEDULER_TYPE: null,
  ARK_TX_BUILDER_TYPE: 'covenantless',
  ARK_ESPLORA_URL: 'https://blockstream.info/api',
  ARK_NEUTRINO_PEER: null,
  ARK_BITCOIND_RPC_USER: null,
  ARK_BITCOIND_RPC_PASS: null,
  ARK_BITCOIND_RPC_HOST: null,
  ARK_BITCOIND_ZMQ_BLOCK: null,
  ARK_BITCOIND_ZMQ_TX: null,
  ARK_DB_TYPE: null,
  ARK_NO_TLS: 'true',
  ARK_NO_MACAROONS: 'false',
  ARK_UNLOCKER_TYPE: null,
  ARK_UNLOCKER_PASSWORD: null,
  ARK_UNLOCKER_FILE_PATH: null,
  ARK_ROUND_MAX_PARTICIPANTS_COUNT: '128',
  ARK_UTXO_MIN_AMOUNT: '-1',
  ARK_UTXO_MAX_AMOUNT: '-1',
  ARK_VTXO_MIN_AMOUNT: '-1',
  ARK_VTXO_MAX_AMOUNT: '-1',
  ARK_ALLOW_ZERO_FEES: 'false',
  ARK_MARKET_HOUR_START_TIME: null,
  ARK_MARKET_HOUR_END_TIME: null,
  ARK_MARKET_HOUR_PERIOD: '24h',
  ARK_MARKET_HOUR_ROUND_INTERVAL: '30s',
  ARK_NOTE_URI_PREFIX: null,
};

/**
 * Every setting fulmine v0.1.12 reads (prefix FULMINE_, internal/config/config.go), with its
 * default; null where it has none.
 */
export const FULMINE_VARIABLES: Record<string, string | null> = {
  FULMINE_DATADIR: '/app/data',
  FULMINE_GRPC_PORT: '7000',
  FULMINE_HTTP_PORT: '7001',
  FULMINE_WITH_TLS: 'false',
  FULMINE_LOG_LEVEL: '4',
  FULMINE_ARK_SERVER: '',
  FULMINE_ESPLORA_URL: null,
  FULMINE_BOLTZ_URL: null,
  FULMINE_BOLTZ_WS_URL: null,
  FULMINE_UNLOCKER_TYPE: null,
  FULMINE_UNLOCKER_FILE_PATH: null,
  FULMINE_UNLOCKER_PASSWORD: null,
  FULMINE_DB_TYPE: 'sqlite',
  FULMINE_NO_MACAROONS: 'false',
  FULMINE_DISABLE_TELEMETRY: 'false',
  FULMINE_CLN_DATADIR: null,
};

/** What each checked page must show, beyond using only the names above. */
export const REQUIRED_ON_PAGE = {
  '/integrate/dev-env': {
    ports: [3000, 7070],
    images: ['ghcr.io/arkade-os/ark'],
    variables: ['ARK_NETWORK', 'ARK_ESPLORA_URL', 'ARK_NEUTRINO_PEER', 'ARK_NO_TLS', 'ARK_NO_MACAROONS'],
    commands: [
      'nigiri start',
      'nigiri start --ark',
      'arkd wallet create',
      'arkd wallet unlock',
      'arkd wallet address',
      'nigiri faucet',
      'ark init',
      'ark receive',
      'ark settle',
      'ark balance',
      'ark send',
      'nigiri stop --delete',
      'docker rm -f',
    ],
  },
  '/products/fulmine/installation': {
    ports: [7000, 7001],
    images: ['ghcr.io/arklabshq/fulmine'],
    variables: Object.keys(FULMINE_VARIABLES),
    commands: ['docker run', 'docker pull'],
  },
} as const;

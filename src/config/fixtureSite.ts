/**
 * The feature fixtures of tests/fixtures/site, which the test build (`npm run build:checked`) mounts under /tests.
 * A build that has that route is a test build, not the site as it ships (the benchmarks check for it).
 */
export const FIXTURE_SITE = {path: 'tests/fixtures/site', routeBasePath: '/tests'} as const;

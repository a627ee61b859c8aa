// `npm run build:checked`: the build with the link checks as errors (src/config/linkChecks.ts), for `npm test`.
import {spawnSync} from 'node:child_process';
import {CHECKED_BUILD_ENV} from '../src/config/linkChecks';

const {status} = spawnSync('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {...process.env, [CHECKED_BUILD_ENV]: 'true'},
});
process.exit(status ?? 1);

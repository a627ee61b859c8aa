/**
 * `npm run build:checked`: the production build with the link checks switched from the specification's warnings
 * to errors (src/config/linkChecks.ts), so that a broken link, broken markdown link, broken anchor or duplicate
 * route fails `npm test`, with Docusaurus' own report naming the page.
 */
import {spawnSync} from 'node:child_process';
import {CHECKED_BUILD_ENV} from '../src/config/linkChecks';

const {status} = spawnSync('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {...process.env, [CHECKED_BUILD_ENV]: 'true'},
});
process.exit(status ?? 1);

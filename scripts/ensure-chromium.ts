// Makes sure Debian's Chromium is there for the browser tests (Playwright's download fails on our machines): installs
// it when running as root, otherwise stops with the command to run. With `--passed`, after the browser suite has
// passed, records the Chromium it ran in (chromium-version.txt), so that a new one shows in the diff to commit.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {CHROMIUM_EXECUTABLE, chromiumReport, isRoot, missingChromium, recordPassedChromium} from '../src/chromium';

function main(): void {
  if (process.argv.includes('--passed')) {
    if (recordPassedChromium()) console.log(`chromium-version.txt: the browser suite passed on a new Chromium.`);
    return;
  }
  if (existsSync(CHROMIUM_EXECUTABLE)) {
    console.log(`Browser tests use ${chromiumReport().report}.`);
    return;
  }
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`The browser tests need Chromium, and ${missingChromium()}. Then run the tests again.`);
    process.exit(1);
  }
  console.log(`Chromium is missing: installing Debian's chromium package…`);
  const apt = {stdio: 'inherit' as const, env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}};
  execFileSync('apt-get', ['update', '-qq'], apt);
  // Without the package's Recommends (a printer tool, Samba, Avahi, udev: 88 packages a headless browser never uses),
  // but with the fonts the diagrams' labels are measured in, which are among them.
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], apt);
  console.log(`Installed ${chromiumReport().report}.`);
}

main();

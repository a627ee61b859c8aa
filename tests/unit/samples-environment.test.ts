/**
 * The shell steps of the dev-environment and fulmine-installation pages agree
 * with one table of ports, hosts, images and variables
 * (tests/support/samples-environment.ts), so a reader who copies them gets a
 * coherent setup: every published port, host, image, volume path and
 * ARK_* / FULMINE_* name is one the documented releases really use.
 */
import {describe, expect, it} from 'vitest';
import {docFileForRoute, parseDoc} from '../support/docs';
import {
  ARKD_VARIABLES,
  DOCKER_NETWORK,
  FULMINE_VARIABLES,
  IMAGES,
  NETWORK_HOSTS,
  PORTS,
  REQUIRED_ON_PAGE,
} from '../support/samples-environment';
import {shellBlocks, shellCommands, type ShellCommand} from '../support/samples-extract';
import {shellWords} from '../support/shell';

const KNOWN_VARIABLES = new Set([...Object.keys(ARKD_VARIABLES), ...Object.keys(FULMINE_VARIABLES)]);
const KNOWN_PORTS = new Set(Object.keys(PORTS).map(Number));

const pages = Object.keys(REQUIRED_ON_PAGE).map((route) => {
  const doc = parseDoc(docFileForRoute(route));
  const commands = shellBlocks(doc).flatMap((block) => shellCommands(doc, block));
  return {route: route as keyof typeof REQUIRED_ON_PAGE, doc, commands};
});

const where = (command: ShellCommand) => `${command.file}:${command.line}: ${command.command}`;

/** The values of a repeatable option: `-p 7070:7070` and `--network=nigiri` forms. */
function optionValues(tokens: string[], names: string[]): string[] {
  const values: string[] = [];
  tokens.forEach((token, index) => {
    const [name, inline] = token.split(/=(.*)/s);
    if (!names.includes(name!)) return;
    const value = inline ?? tokens[index + 1];
    if (value !== undefined) values.push(value);
  });
  return values;
}

interface DockerRun {
  command: ShellCommand;
  image: string;
  tag: string;
  name?: string;
  ports: string[];
  env: string[];
  volumes: string[];
  networks: string[];
}

const OPTIONS_WITH_VALUE = new Set([
  '-p',
  '--publish',
  '-e',
  '--env',
  '-v',
  '--volume',
  '--name',
  '--network',
  '--entrypoint',
  '-w',
]);

function parseDockerRun(command: ShellCommand): DockerRun | undefined {
  const tokens = shellWords(command.command);
  if (tokens[0] !== 'docker' || tokens[1] !== 'run') return undefined;
  let index = 2;
  while (index < tokens.length && tokens[index]!.startsWith('-')) {
    index += OPTIONS_WITH_VALUE.has(tokens[index]!) ? 2 : 1;
  }
  const [image = '', tag = ''] = (tokens[index] ?? '').split(':');
  return {
    command,
    image,
    tag,
    name: optionValues(tokens, ['--name'])[0],
    ports: optionValues(tokens, ['-p', '--publish']),
    env: optionValues(tokens, ['-e', '--env']),
    volumes: optionValues(tokens, ['-v', '--volume']),
    networks: optionValues(tokens, ['--network']),
  };
}

describe.each(pages)('the shell steps of $route', ({route, doc, commands}) => {
  const runs = commands.map(parseDockerRun).filter((run): run is DockerRun => run !== undefined);

  it('are found, with at least one docker run, so the checks below are not vacuous', () => {
    expect(commands.length, `${doc.relativeFile} has no shell command`).toBeGreaterThan(0);
    expect(runs.length, `${doc.relativeFile} has no docker run`).toBeGreaterThan(0);
  });

  it('reach only the documented local ports', () => {
    // Prose, commands and output alike: a reader copies all of them.
    const problems = [...doc.body.matchAll(/\b(?:localhost|127\.0\.0\.1):(\d+)/g)]
      .filter((match) => !KNOWN_PORTS.has(Number(match[1])))
      .map((match) => `${doc.relativeFile} mentions ${match[0]}, which is not a port of the documented environment`);
    expect(problems).toEqual([]);
  });

  it('name only the documented ARK_* and FULMINE_* variables', () => {
    const unknown = [...new Set(doc.body.match(/\b(?:ARK|FULMINE)_[A-Z0-9_]+\b/g) ?? [])].filter(
      (name) => !KNOWN_VARIABLES.has(name),
    );
    expect(unknown, `${doc.relativeFile} uses variables the releases do not read`).toEqual([]);
  });

  it('run only the documented images and tags', () => {
    const problems = runs
      .filter((run) => {
        const image = IMAGES[run.image as keyof typeof IMAGES];
        return !image || !(image.tags as readonly string[]).includes(run.tag);
      })
      .map((run) => `${where(run.command)} runs ${run.image}:${run.tag}`);
    expect(problems).toEqual([]);
  });

  it('publish documented ports to the same port on the host', () => {
    const problems = runs.flatMap((run) =>
      run.ports
        .map((mapping) => mapping.split(':').map(Number).slice(-2) as [number, number])
        .filter(([host, container]) => host !== container || !KNOWN_PORTS.has(container))
        .map(([host, container]) => `${where(run.command)} publishes ${host}:${container}`),
    );
    expect(problems).toEqual([]);
  });

  it('set documented variables to values that exist in the environment', () => {
    const problems = runs.flatMap((run) =>
      run.env.flatMap((assignment) => {
        const [name, value = ''] = assignment.split(/=(.*)/s);
        const issues: string[] = [];
        if (!KNOWN_VARIABLES.has(name!)) issues.push(`${where(run.command)} sets unknown variable ${name}`);
        const hostPort = /^(?:[a-z]+:\/\/)?([a-z][\w.-]*:\d+)/.exec(value)?.[1];
        if (hostPort && !(hostPort in NETWORK_HOSTS) && !/^localhost:/.test(hostPort)) {
          issues.push(`${where(run.command)} points ${name} at ${hostPort}, which is not a host of the nigiri network`);
        }
        return issues;
      }),
    );
    expect(problems).toEqual([]);
  });

  it('mount volumes at the image data directory (a secret read-only beside it) and join only the nigiri network', () => {
    const problems = runs.flatMap((run) => {
      const image = IMAGES[run.image as keyof typeof IMAGES];
      const issues = run.volumes
        .filter((volume) => !(volume.split(':')[2] ?? '').split(',').includes('ro'))
        .map((volume) => volume.split(':')[1])
        .filter((target) => image && run.image !== 'alpine' && target !== image.dataDir)
        .map((target) => `${where(run.command)} mounts a volume at ${target}, not ${image.dataDir}`);
      issues.push(
        ...run.networks
          .filter((network) => network !== DOCKER_NETWORK)
          .map((network) => `${where(run.command)} joins network ${network}`),
      );
      return issues;
    });
    expect(problems).toEqual([]);
  });

  it('only exec into, stop or remove containers the page started', () => {
    const started = new Set(runs.map((run) => run.name).filter(Boolean));
    const problems = commands.flatMap((command) => {
      const tokens = shellWords(command.command);
      // `alias ark='docker exec ark ark'`: the shell hands alias one word, name=value; the value is the command.
      const alias = tokens[0] === 'alias' ? /^\w+=(.*)$/s.exec(tokens[1] ?? '')?.[1] : undefined;
      const effective = alias ? shellWords(alias) : tokens;
      if (effective[0] !== 'docker') return [];
      const action = effective[1];
      const targets =
        action === 'exec'
          ? [effective.slice(2).find((token) => !token.startsWith('-'))]
          : ['stop', 'start', 'rm', 'logs'].includes(action ?? '')
            ? effective.slice(2).filter((token) => !token.startsWith('-'))
            : [];
      return targets
        .filter((name) => name && !started.has(name))
        .map((name) => `${where(command)} refers to container "${name}", which no docker run on the page starts`);
    });
    expect(problems).toEqual([]);
  });

  it('show the key steps and values of the documented setup', () => {
    const required = REQUIRED_ON_PAGE[route];
    const text = commands.map((command) => command.command).join('\n');
    const missing = [
      ...required.ports.filter((port) => !new RegExp(`\\b${port}\\b`).test(doc.body)).map((port) => `port ${port}`),
      ...required.images
        .filter((image) => !runs.some((run) => run.image === image))
        .map((image) => `a docker run of ${image}`),
      ...required.variables.filter((name) => !doc.body.includes(name)).map((name) => `variable ${name}`),
      ...required.commands.filter((step) => !text.includes(step)).map((step) => `command "${step}"`),
    ];
    expect(missing, `${doc.relativeFile} is missing`).toEqual([]);
  });
});

describe('the fulmine configuration table', () => {
  const doc = parseDoc(docFileForRoute('/products/fulmine/installation'));
  const rows = new Map(
    [...doc.body.matchAll(/^\| `(FULMINE_[A-Z_]+)` \| ([^|]*) \|/gm)].map(
      (match) => [match[1]!, match[2]!.trim()] as const,
    ),
  );

  it.each(Object.entries(FULMINE_VARIABLES))('gives %s the default of the fact sheet', (name, expected) => {
    const cell = rows.get(name);
    expect(cell, `${doc.relativeFile} has no table row for ${name}`).toBeDefined();
    if (expected === null) expect(cell).toMatch(/not set/);
    else if (expected === '') expect(cell).toMatch(/empty/);
    else expect(cell).toContain(`\`${expected}\``);
  });
});

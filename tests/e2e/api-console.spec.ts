/**
 * The request console of the references (src/features/apiReference/console), against the sandboxes that global setup
 * starts on free ports, where the browser sends the calls to the releases' ports (./support/settings.ts): an answer,
 * a stream read line by line and stopped, the gateway's 400 for a body sent invalid on purpose, a curl command that
 * works, a credential sent only where it was typed and kept in no storage, a confirmation before a call that changes
 * state on a real server, no axe violation, and no console code in a page until a reader opens a console.
 */
import {execFileSync} from 'node:child_process';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Locator, Page, Route} from '@playwright/test';
import {apiReferenceById, SOURCE_REPOSITORY} from '../../src/constants';
import {API_CONSOLE, API_REFERENCE_DOCS} from '../../src/features/apiReference/options';
import {blockingViolations} from './support/axe';
import {builtChunksHolding} from './support/chunks';
import {PHONE, sandboxPort} from './support/settings';
import {
  clipboardTest,
  expect,
  newContextTest,
  openPage,
  recordScripts,
  test,
  waitForHydration,
  waitForRequestsToSettle,
} from './support/fixtures';

const arkd = apiReferenceById('arkd');
const fulmine = apiReferenceById('fulmine');

/** Words only the console's own code holds (./RequestConsole.tsx). */
const CONSOLE_SIGNATURE = 'fix, or send anyway';

/** Opens the console of an operation of a reference (arkd's unless named), by its summary and operationId. */
async function openConsole(page: Page, summary: string, operationId: string, route: string = arkd.route) {
  await openPage(page, `${route}#${operationId}`);
  const trigger = page.getByRole('button', {name: `Try it: ${summary}`});
  await trigger.click();
  const panel = page.getByRole('region', {name: `Try ${operationId}`});
  // Focus moves into the panel as it opens.
  await expect(panel.getByRole('heading', {name: `Try ${operationId}`})).toBeFocused();
  return {trigger, panel};
}

/** The serious axe violations inside a console's panel. */
async function panelViolations(page: Page, panel: Locator) {
  return blockingViolations(page, `[aria-labelledby="${await panel.getAttribute('aria-labelledby')}"]`);
}

/** Whether an element's content is taller than the element, so that it scrolls. */
function overflows(box: Locator): Promise<boolean> {
  return box.evaluate((element) => element.scrollHeight > element.clientHeight);
}

test('a console on getInfo gets 200 and the server’s pubkey from the sandbox, closes back to its button, and reopens as it was', async ({
  page,
}) => {
  const {trigger, panel} = await openConsole(page, 'Get server info', 'getInfo');
  // Left out of the search index, which would otherwise start each operation's snippet with "Try it".
  const wrapper = page.getByRole('button', {name: 'Close console: Get server info'}).locator('..');
  await expect(wrapper).toHaveClass(new RegExp(`\\b${API_REFERENCE_DOCS.unindexedClass}\\b`));
  await expect(panel.getByRole('radio', {name: /Sandbox/})).toBeChecked();
  // Before any Send, where the sandbox comes from and the two commands that start it.
  await expect(panel.getByRole('link', {name: SOURCE_REPOSITORY.replace('https://', '')})).toHaveAttribute(
    'href',
    SOURCE_REPOSITORY,
  );
  await expect(panel.getByRole('listitem')).toHaveText([...arkd.sandboxCommands]);
  await panel.getByRole('button', {name: 'Send GET'}).click();
  await expect(panel.getByText('200 OK', {exact: true})).toBeVisible();
  // A named region: a focus stop needs a name, which a <pre> may not carry.
  await expect(panel.getByRole('region', {name: 'Response body'})).toContainText('"pubkey": "');
  await expect(panel.getByRole('status').first()).toHaveText(/^Answer: 200 OK, in \d+ ms\.$/);
  // The answer is taller than its box, which a keyboard reader must be able to scroll.
  expect(await overflows(panel.getByLabel('Response body'))).toBe(true);
  expect(await panelViolations(page, panel)).toEqual([]);
  // Escape closes the panel and gives the focus back to the button that opened it.
  await panel.getByRole('button', {name: 'Send GET'}).press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Reopened, it still holds the answer: closing it by mistake loses nothing.
  await trigger.click();
  await expect(panel.getByRole('heading', {name: 'Try getInfo'})).toBeFocused();
  await expect(panel.getByLabel('Response body')).toContainText('"pubkey": "');
});

test('a console on a stream shows its lines as they arrive, and stops when asked', async ({page}) => {
  const {panel} = await openConsole(page, 'Stream round events', 'getEventStream');
  await panel.getByRole('button', {name: 'Send GET'}).click();
  const lines = panel.getByRole('list', {name: 'Stream lines'}).getByRole('listitem');
  await expect(lines.nth(1)).toContainText('{"result":');
  await expect(lines.first()).toContainText('{"result":{"roundSigning"');
  // axe once the lines fill their box, which then scrolls: a state a reader soon reaches.
  await expect.poll(() => overflows(panel.getByRole('list', {name: 'Stream lines'})), {timeout: 30_000}).toBe(true);
  expect(await panelViolations(page, panel)).toEqual([]);
  // Stop ends the request itself, not only the display: the browser reports it aborted.
  const aborted = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/v1/events'));
  await panel.getByRole('button', {name: 'Stop'}).press('Enter');
  expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
  await expect(panel.getByText(/\d+ lines, stopped/)).toBeVisible();
  await expect(panel.getByRole('button', {name: 'Stop'})).toHaveCount(0);
  // Stop went with the stream: the focus is on the line that says it stopped, not back at the page's start.
  await expect(panel.locator('p', {hasText: /\d+ lines, stopped/})).toBeFocused();
  await expect(panel.getByRole('status').first()).toHaveText(/^Stream stopped after \d+ lines\.$/);
});

test.describe('when the call cannot be made', () => {
  // Chromium logs the refused connection and the CORS refusal as console errors: they are what the test provokes.
  test.use({allowConsoleErrors: true});

  test('says that nothing answers, or that CORS hides the answer, and remembers the server chosen', async ({
    page,
    baseURL,
  }) => {
    const {panel} = await openConsole(page, 'Get server info', 'getInfo');
    await panel.getByRole('radio', {name: 'Your arkd'}).check();
    const url = panel.getByLabel('Base URL of your arkd');
    // Port 9 (discard) listens nowhere here.
    await url.fill('http://127.0.0.1:9');
    await panel.getByRole('button', {name: 'Send GET'}).click();
    await expect(panel.getByRole('alert')).toContainText('Nothing answers at http://127.0.0.1:9/v1/info');
    // The page itself is on this machine: no browser asks before it reaches localhost.
    await expect(panel.getByRole('alert')).not.toContainText('local network access');
    expect(await panelViolations(page, panel)).toEqual([]);
    // The message is about the server the request went to, whichever the reader picks after it.
    await panel.getByRole('radio', {name: /Sandbox/}).check();
    await expect(panel.getByRole('alert')).toContainText('Nothing answers at http://127.0.0.1:9/v1/info');
    await panel.getByRole('radio', {name: 'Your arkd'}).check();
    // The same refusal twice is a new alert, which a screen reader reads again.
    await url.fill('http://admin:hunter2@127.0.0.1:9');
    await panel.getByRole('button', {name: 'Send GET'}).click();
    const refusal = panel.getByRole('alert');
    await expect(refusal).toContainText('The base URL holds a user name or password');
    await refusal.evaluate((element) => element.setAttribute('data-first-alert', ''));
    await panel.getByRole('button', {name: 'Send GET'}).click();
    await expect(panel.locator('[data-first-alert]')).toHaveCount(0);
    await expect(refusal).toContainText('The base URL holds a user name or password');
    // The site's own server under another origin name: it answers, without CORS headers.
    const otherOrigin = baseURL!.replace('127.0.0.1', 'localhost');
    await url.fill(otherOrigin);
    await panel.getByRole('button', {name: 'Send GET'}).click();
    await expect(panel.getByRole('alert')).toContainText('the browser hid the answer from this page');
    // The choice is the reader's from now on, on this reference.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Try it: Get server info'}).click();
    await expect(panel.getByRole('radio', {name: 'Your arkd'})).toBeChecked();
    await expect(panel.getByLabel('Base URL of your arkd')).toHaveValue(otherOrigin);
    // Trying the sandbox keeps the reader's own URL for when they come back to it, across a reload too.
    await panel.getByRole('radio', {name: /Sandbox/}).check();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Try it: Get server info'}).click();
    await expect(panel.getByRole('radio', {name: /Sandbox/})).toBeChecked();
    await panel.getByRole('radio', {name: 'Your arkd'}).check();
    await expect(panel.getByLabel('Base URL of your arkd')).toHaveValue(otherOrigin);
  });
});

test('a password typed into the server URL never reaches localStorage, not even half typed', async ({page}) => {
  const {panel} = await openConsole(page, 'Get server info', 'getInfo');
  await panel.getByRole('radio', {name: 'Your arkd'}).check();
  const url = panel.getByLabel('Base URL of your arkd');
  const stored = () => page.evaluate(() => Object.values(localStorage).join());
  // Key by key, each saved as typed: `http://admin:h` reads as a bad port, `http://admin:hunter2@` as no host.
  for (const key of 'http://admin:hunter2@127.0.0.1:9') {
    await url.pressSequentially(key);
    expect(await stored(), `stored after ${await url.inputValue()}`).not.toContain('admin:h');
  }
  expect(await stored(), 'the last URL saved').toContain('http://admin:');
});

test.describe('sent invalid on purpose', () => {
  // Chromium logs every 4xx answer to a fetch as a console error; the first test checks that it is the only one.
  test.use({allowConsoleErrors: true});

  test('an invalid body is flagged at its field, sent anyway gets the gateway’s 400 naming the field, and Escape in the body keeps the panel', async ({
    page,
    activity,
  }) => {
    const {panel} = await openConsole(page, 'Submit a redeem transaction', 'submitRedeemTx');
    const body = panel.getByLabel(/^Request body/);
    await body.fill('{"redeemTx": 123}');
    await panel.getByRole('button', {name: 'Send POST'}).click();
    // Not sent: the problem shows beside the body, which takes the focus.
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toBeFocused();
    const problems = page.locator(`[id="${await body.getAttribute('aria-describedby')}"]`);
    await expect(problems).toContainText('redeemTx');
    await panel.getByRole('button', {name: 'Send anyway'}).click();
    await expect(panel.getByText('400 Bad Request', {exact: true})).toBeVisible();
    const answer = panel.getByLabel('Response body');
    // The gateway's words for it, with the line and column of the value.
    expect(JSON.parse(await answer.innerText())).toEqual({
      code: 3,
      message: 'proto: (line 1:14): invalid value for string field redeemTx: 123',
      details: [],
    });
    expect(activity.consoleErrors).toEqual([expect.stringContaining('status of 400 (Bad Request)')]);
    // Escape in the body's editor is the editor's: the panel stays, with the body as typed.
    await body.press('Escape');
    await expect(body).toBeVisible();
    await expect(body).toHaveValue('{"redeemTx": 123}');
  });

  test('axe finds no violation with a console open on an answer', async ({page}) => {
    const {panel} = await openConsole(page, 'Submit a redeem transaction', 'submitRedeemTx');
    await panel.getByLabel(/^Request body/).fill('{"redeemTx": 123}');
    await panel.getByRole('button', {name: 'Send POST'}).click();
    await panel.getByRole('button', {name: 'Send anyway'}).click();
    await expect(panel.getByText('400 Bad Request', {exact: true})).toBeVisible();
    await panel.locator('summary', {hasText: 'Headers'}).click();
    expect(await panelViolations(page, panel)).toEqual([]);
  });
});

test('a protected fulmine call works on the sandbox at once, with the value the console fills in for it', async ({
  page,
}) => {
  const {panel} = await openConsole(page, 'Get daemon info', 'getInfo', fulmine.route);
  const sandboxUrl = `http://localhost:${fulmine.localServer.port}${fulmine.localServer.basePath}`;
  await expect(panel.getByLabel(/^X-Macaroon/)).toHaveValue(API_CONSOLE.sandboxCredential);
  await expect(panel.getByText('The sandbox accepts any value: the console has filled one in.')).toBeVisible();
  const toSandbox = page.waitForRequest(`${sandboxUrl}/v1/info`);
  await panel.getByRole('button', {name: 'Send GET'}).click();
  expect(await (await toSandbox).headerValue('x-macaroon')).toBe(API_CONSOLE.sandboxCredential);
  await expect(panel.getByText('200 OK', {exact: true})).toBeVisible();
});

test('a macaroon typed in is sent to the server it was typed for only, and kept in no storage', async ({page}) => {
  const {panel} = await openConsole(page, 'Get daemon info', 'getInfo', fulmine.route);
  const sandboxUrl = `http://localhost:${fulmine.localServer.port}${fulmine.localServer.basePath}`;
  const macaroon = panel.getByLabel(/^X-Macaroon/);
  await expect(macaroon).toHaveAccessibleDescription(/bearer credential.*admin macaroon can move the operator/);
  await macaroon.fill('0201036c6e64');
  const toSandbox = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url() === `${sandboxUrl}/v1/info`,
  );
  await panel.getByRole('button', {name: 'Send GET'}).click();
  expect(await (await toSandbox).headerValue('x-macaroon')).toBe('0201036c6e64');
  await expect(panel.getByText('200 OK', {exact: true})).toBeVisible();
  // The command on screen leaves the value to the shell.
  await expect(panel.locator('pre', {hasText: 'curl'})).toHaveText(
    `curl -X GET '${sandboxUrl}/v1/info' -H "X-Macaroon: $MACAROON"`,
  );
  await expect(panel.getByText('0201036c6e64')).toHaveCount(0);
  const stored = await page.evaluate(() =>
    [...Object.values<string>(localStorage), ...Object.values<string>(sessionStorage), document.cookie].join('\n'),
  );
  expect(stored).not.toContain('0201036c6e64');
  // Before any call, a reader who picks their own fulmine learns that a real one cannot answer this page.
  await panel.getByRole('radio', {name: 'Your fulmine'}).check();
  await expect(panel.getByText('A real fulmine sends no CORS headers')).toBeVisible();
  // Another server, here arkd's sandbox, which serves a /v1/info too: the macaroon typed for fulmine's stays home,
  // and a real server's field starts empty.
  const otherServer = `http://localhost:${arkd.localServer.port}`;
  await panel.getByLabel('Base URL of your fulmine').fill(otherServer);
  await expect(macaroon).toHaveValue('');
  const toOtherServer = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url() === `${otherServer}/v1/info`,
  );
  await panel.getByRole('button', {name: 'Send GET'}).click();
  expect(await (await toOtherServer).headerValue('x-macaroon')).toBeNull();
  // Gone with a reload.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Try it: Get daemon info'}).click();
  await panel.getByRole('radio', {name: /Sandbox/}).check();
  await expect(macaroon).toHaveValue(API_CONSOLE.sandboxCredential);
});

/** A server of the reader's own on a free port, which records the requests it gets and answers each with CORS. */
async function startRecordingServer(): Promise<{url: string; requests: string[]; close: () => Promise<void>}> {
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(200, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Content-Type': 'application/json',
    });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a call that changes state on a real server waits for a confirmation, and a cancelled one sends nothing', async ({
  page,
}) => {
  const server = await startRecordingServer();
  try {
    const {panel} = await openConsole(page, 'Withdraw funds', 'withdrawFunds');
    await panel.getByRole('radio', {name: 'Your arkd'}).check();
    await panel.getByLabel('Base URL of your arkd').fill(server.url);
    const send = panel.getByRole('button', {name: 'Send POST'});
    await send.click();
    const dialog = page.getByRole('dialog', {name: `Send withdrawFunds to ${server.url}?`});
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('POST /v1/admin/withdraw changes state on that server');
    // The safe answer has the focus; the page behind is inert until the reader answers.
    await expect(dialog.getByRole('button', {name: 'Cancel'})).toBeFocused();
    expect(await panelViolations(page, panel)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(send).toBeFocused();
    // Escape cancels as well, and leaves the panel open.
    await send.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(panel).toBeVisible();
    // A call that changes nothing goes at once; the server has had nothing before it.
    await page.getByRole('button', {name: 'Try it: Get server info'}).click();
    const info = page.getByRole('region', {name: 'Try getInfo'});
    await info.getByRole('button', {name: 'Send GET'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(info.getByText('200 OK', {exact: true})).toBeVisible();
    expect(server.requests).toEqual(['GET /v1/info']);
    // Confirmed, the call goes.
    await send.click();
    await dialog.getByRole('button', {name: 'Send withdrawFunds'}).click();
    await expect(panel.getByText('200 OK', {exact: true})).toBeVisible();
    expect(server.requests.at(-1)).toBe('POST /v1/admin/withdraw');
  } finally {
    await server.close();
  }
});

test('a call that changes state goes to the sandbox without a confirmation', async ({page}) => {
  const {panel} = await openConsole(page, 'Withdraw funds', 'withdrawFunds');
  await panel.getByRole('button', {name: 'Send POST'}).click();
  await expect(panel.getByText('200 OK', {exact: true})).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** Holds the requests to a URL unanswered until the test answers them, as a quiet stream or a slow server does. */
async function holdRequests(page: Page, url: string): Promise<() => Promise<Route>> {
  const held: Route[] = [];
  const waiting: Array<(route: Route) => void> = [];
  await page.route(url, (route) => {
    const next = waiting.shift();
    if (next) next(route);
    else held.push(route);
  });
  return () => {
    const route = held.shift();
    return route ? Promise.resolve(route) : new Promise<Route>((resolve) => waiting.push(resolve));
  };
}

const ARKD_SANDBOX = `http://localhost:${arkd.localServer.port}`;

/** The sandbox's CORS header, which an answer made up by a test needs as much as the sandbox's own do. */
const CORS = {'Access-Control-Allow-Origin': '*'};

test.describe('with answers held back', () => {
  test('a stream waiting for its first line can be stopped, and the focus stays in the panel when Stop goes', async ({
    page,
  }) => {
    const nextRequest = await holdRequests(page, `${ARKD_SANDBOX}/v1/events`);
    const {panel} = await openConsole(page, 'Stream round events', 'getEventStream');
    const stop = panel.getByRole('button', {name: 'Stop'});
    // grpc-gateway sends nothing before the first event: the request waits, and Stop is there already.
    await panel.getByRole('button', {name: 'Send GET'}).click();
    await nextRequest();
    await stop.press('Enter');
    await expect(panel.getByRole('paragraph').filter({hasText: 'Stopped before any answer.'})).toBeFocused();
    await expect(stop).toHaveCount(0);
    // A stream that ends on its own while Stop has the focus: the line saying so takes it.
    await panel.getByRole('button', {name: 'Send GET'}).click();
    const request = await nextRequest();
    await stop.focus();
    await request.fulfill({
      status: 200,
      headers: CORS,
      contentType: 'application/json',
      body: '{"result":1}\n{"result":2}\n',
    });
    await expect(panel.locator('p', {hasText: '2 lines, ended'})).toBeFocused();
    await expect(stop).toHaveCount(0);
  });

  test('a plain request runs on while its panel is closed, and reopening shows its answer', async ({page}) => {
    const nextRequest = await holdRequests(page, `${ARKD_SANDBOX}/v1/info`);
    const {panel} = await openConsole(page, 'Get server info', 'getInfo');
    await panel.getByRole('button', {name: 'Send GET'}).click();
    const request = await nextRequest();
    await panel.getByRole('button', {name: 'Send GET'}).press('Escape');
    await expect(panel).toBeHidden();
    await request.fulfill({status: 200, headers: CORS, contentType: 'application/json', body: '{"pubkey":"02ab"}'});
    await page.getByRole('button', {name: 'Try it: Get server info'}).click();
    await expect(panel.getByRole('region', {name: 'Response body'})).toContainText('"pubkey": "02ab"');
  });

  test('a redirect is said to be one, and is not followed', async ({page}) => {
    const nextRequest = await holdRequests(page, `${ARKD_SANDBOX}/v1/info`);
    const {panel} = await openConsole(page, 'Get server info', 'getInfo');
    await panel.getByRole('button', {name: 'Send GET'}).click();
    const request = await nextRequest();
    await request.fulfill({status: 302, headers: {...CORS, Location: 'https://elsewhere.example/v1/info'}});
    await expect(panel.getByRole('alert')).toContainText('The server answered with a redirect');
  });
});

test('the consoles of a page share the server chosen and the credential typed for it', async ({page}) => {
  const {panel: balance} = await openConsole(page, 'Get the wallet balance', 'getWalletBalance');
  await page.getByRole('button', {name: 'Try it: List scheduled sweeps'}).click();
  const sweeps = page.getByRole('region', {name: 'Try getScheduledSweep'});
  await expect(sweeps).toBeVisible();
  await balance.getByLabel(/^X-Macaroon/).fill('0201036c6e64');
  await expect(sweeps.getByLabel(/^X-Macaroon/)).toHaveValue('0201036c6e64');
  // Cleared in one, it is gone from the other, which would otherwise still send it.
  await sweeps.getByLabel(/^X-Macaroon/).fill('');
  await expect(balance.getByLabel(/^X-Macaroon/)).toHaveValue('');
  await sweeps.getByRole('radio', {name: 'Your arkd'}).check();
  await sweeps.getByLabel('Base URL of your arkd').fill('http://127.0.0.1:9');
  await expect(balance.getByRole('radio', {name: 'Your arkd'})).toBeChecked();
  await expect(balance.getByLabel('Base URL of your arkd')).toHaveValue('http://127.0.0.1:9');
});

clipboardTest('the copied curl command is what was sent, and works against the sandbox', async ({page}) => {
  const {panel} = await openConsole(page, 'Get server info', 'getInfo');
  await panel.getByRole('button', {name: 'Send GET'}).click();
  await expect(panel.getByText('200 OK', {exact: true})).toBeVisible();
  await panel.getByRole('button', {name: 'Copy as curl'}).click();
  await expect(panel.getByRole('button', {name: 'Copied'})).toBeVisible();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toBe(`curl -X GET 'http://localhost:${arkd.localServer.port}/v1/info'`);
  // The run's sandbox, where the browser's calls to localhost:7070 go.
  const toSandbox = command.replace(`localhost:${arkd.localServer.port}`, `127.0.0.1:${sandboxPort('arkd')}`);
  const output = execFileSync('sh', ['-c', `${toSandbox} --silent --show-error`], {encoding: 'utf8'});
  expect(JSON.parse(output)).toHaveProperty('pubkey');
});

newContextTest('a page loads none of the console’s code until a reader opens a console', async ({page, activity}) => {
  const consoleChunks = builtChunksHolding([CONSOLE_SIGNATURE]);
  expect(consoleChunks.length, 'chunks of the console in the build').toBeGreaterThan(0);
  const scripts = recordScripts(page, (response) => new URL(response.url()).pathname.endsWith('.js'));
  await openPage(page, arkd.route);
  await page.keyboard.press('End');
  await waitForRequestsToSettle(activity);
  expect((await scripts()).filter((text) => text.includes(CONSOLE_SIGNATURE))).toHaveLength(0);
  await page.getByRole('button', {name: 'Try it: Get server info'}).click();
  await expect(page.getByRole('region', {name: 'Try getInfo'})).toBeVisible();
  await waitForRequestsToSettle(activity);
  expect((await scripts()).filter((text) => text.includes(CONSOLE_SIGNATURE))).toHaveLength(1);
});

newContextTest.describe('on a phone', () => {
  newContextTest.use(PHONE);

  newContextTest('a console with a stream’s lines fits the width: the page never scrolls sideways', async ({page}) => {
    const {panel} = await openConsole(page, 'Stream round events', 'getEventStream');
    await panel.getByRole('button', {name: 'Send GET'}).tap();
    await expect(panel.getByRole('list', {name: 'Stream lines'}).getByRole('listitem').first()).toBeVisible();
    await panel.getByRole('button', {name: 'Stop'}).tap();
    await expect(panel.getByText(/\d+ lines?, stopped/)).toBeVisible();
    const widths = await page.evaluate(() => ({page: document.documentElement.scrollWidth, screen: innerWidth}));
    expect(widths.page, 'page width against the screen').toBeLessThanOrEqual(widths.screen);
  });
});

newContextTest.describe('without JavaScript', () => {
  newContextTest.use({javaScriptEnabled: false});

  newContextTest('no Try it button shows, since none could work', async ({page}) => {
    await page.goto(arkd.route);
    const trigger = page.getByRole('button', {name: 'Try it: Get server info', includeHidden: true});
    await expect(trigger).toHaveCount(1);
    await expect(trigger).toBeHidden();
  });
});

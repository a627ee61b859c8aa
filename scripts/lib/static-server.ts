// Serves a build as `docusaurus serve` does (serve-handler, clean URLs, 404.html), plus what it cannot: a path prefix
// (the wrong-baseUrl test) and compression as a CDN's (the benchmarks): brotli for a browser that asks for it, as
// Chromium does even on plain http://127.0.0.1, gzip otherwise.
import http, {type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface StaticServerOptions {
  root: string;
  /** Serve the folder under this path prefix (e.g. '/docs/'); anything outside it is a 404. */
  prefix?: string;
  compress?: boolean;
  port?: number;
}

export type StaticServer = {origin: string; close(): Promise<void>};

export async function startStaticServer({
  root,
  prefix = '/',
  compress = false,
  port = 0,
}: StaticServerOptions): Promise<StaticServer> {
  const compressing = compress ? compression() : undefined;
  const serveFromRoot = (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith(prefix)) {
      response.writeHead(404, {'content-type': 'text/plain'}).end('Not found');
      return;
    }
    request.url = `/${request.url.slice(prefix.length)}`;
    void serveHandler(request, response, {
      public: root,
      cleanUrls: true,
      trailingSlash: undefined,
      directoryListing: false,
    });
  };
  const server = http.createServer((request, response) => {
    if (compressing) compressing(request as never, response as never, () => serveFromRoot(request, response));
    else serveFromRoot(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: boundPort} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${boundPort}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

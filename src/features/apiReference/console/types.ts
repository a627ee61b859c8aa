/**
 * What a request console needs of each operation, written by the reference's generator as one JSON module per
 * reference (./consoleData.ts) and loaded with the console's code when a reader first opens one.
 */
import type {Json, JsonObject} from '../json';

export interface ConsoleParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** JSON Schema 2020-12; `$ref`s point into the reference's `$defs`. */
  schema: JsonObject;
  /** The spec's example as it goes in the URL; empty when the spec has none. */
  example: string;
  /** A list sent as one comma-separated value; otherwise a list repeats the parameter. */
  commaSeparated: boolean;
}

export interface ConsoleOperation {
  method: string;
  path: string;
  summary: string;
  /** The 2xx body is newline-delimited JSON, read line by line as it arrives. */
  streams: boolean;
  parameters: ConsoleParameter[];
  body?: {required: boolean; schema?: JsonObject; example: string};
  /** The header carrying the credential (`X-Macaroon`), on operations whose `security` asks for one. */
  credential?: {header: string; required: boolean};
  /** Sent to a real server only once the reader confirms: any method but GET, and the GETs that act (src/constants.ts). */
  changesState: boolean;
}

export interface ConsoleReference {
  id: string;
  serviceName: string;
  /** Where the sandbox serves the API, with its REST prefix. */
  sandboxUrl: string;
  /** The two commands that get and start the sandbox. */
  sandboxCommands: readonly string[];
  /** The real server answers a page on another origin (CORS). */
  allowsCrossOrigin: boolean;
  /** The components' schemas the operations refer to, as a JSON Schema `$defs`. */
  defs: Record<string, Json>;
  operations: Record<string, ConsoleOperation>;
}

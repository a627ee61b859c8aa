/** A reference's console data: one JSON module the generator writes (./consoleData.ts), loaded with the console. */
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
  sandboxCommands: readonly string[];
  allowsCrossOrigin: boolean;
  /** The components' schemas the operations use, as `$defs`. */
  defs: Record<string, Json>;
  operations: Record<string, ConsoleOperation>;
}

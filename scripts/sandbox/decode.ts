/**
 * Reads a request the way grpc-gateway v2.25.1's generated handlers do, checked against the spec's schemas instead of
 * a proto descriptor. The body goes through the default marshaler (runtime/marshal_jsonpb.go: protojson with
 * DiscardUnknown): proto or JSON names, unknown keys dropped, `null` leaves a field unset, integers as numbers or
 * numeric strings, an empty body is the empty message. Path and query parameters go through runtime/query.go and
 * runtime/convert.go, whose values Go's strconv parses.
 */
import {isObject, type Json, type JsonObject} from '../../src/features/apiReference/json';

/**
 * A value of the wrong type for a field: protojson's "invalid value for <kind> field <name>: <raw>". protojson also
 * gives the token's line and column and its raw text; the sandbox parses with JSON.parse, which keeps neither, so its
 * texts leave the position out and print the value re-serialised (`1e3` comes back as `1000`).
 */
export interface SchemaError {
  kind: string;
  /** The field's JSON (lowerCamel) name, as protobuf-go names it whichever name the client sent. */
  field: string;
  raw: string;
}

export type Decoded =
  {ok: true; value: JsonObject} | {ok: false; error: string} | {ok: false; schemaError: SchemaError};

/** `redeem_tx` → `redeemTx`: protoc's JSON name of a proto field name. */
export function jsonNameOf(protoName: string): string {
  return protoName.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The properties a schema allows, with allOf/oneOf/anyOf branches merged: a loose stand-in for a message's fields. */
function propertiesOf(schema: JsonObject): Record<string, JsonObject> {
  const merged: Record<string, JsonObject> = {};
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) if (isObject(property)) merged[name] = property;
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (Array.isArray(branches))
      for (const branch of branches) if (isObject(branch)) Object.assign(merged, propertiesOf(branch));
  }
  return merged;
}

/** The proto kind protojson names in its error, from the schema's type and format. */
function kindOf(schema: JsonObject): string | undefined {
  const format = typeof schema.format === 'string' ? schema.format : '';
  // OAS 3.1 type lists: the spec writes `[string, integer]` for a 64-bit integer the gateway takes in both forms.
  const types = Array.isArray(schema.type) ? schema.type.filter((entry) => entry !== 'null') : [schema.type];
  const type = types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : types[0];
  // An enum takes its name or its number. arkd's protobuf-go v1.36.3 drops an unknown name under DiscardUnknown
  // (encoding/protojson/decode.go); fulmine's v1.30.0 fork refuses it, which the sandbox does not tell apart.
  if (Array.isArray(schema.enum) && type === 'string') return 'enum';
  switch (type) {
    case 'string':
      // The spec writes 64-bit integers as strings with an int64/uint64 format, as the gateway sends them.
      return ['int64', 'uint64', 'int32', 'uint32'].includes(format) ? format : 'string';
    case 'integer':
      return ['int64', 'uint64', 'uint32'].includes(format) ? format : 'int32';
    case 'number':
      return format === 'float' ? 'float' : 'double';
    case 'boolean':
      return 'bool';
    default:
      return undefined;
  }
}

/** Go's unicode.IsSpace, the characters strings.TrimSpace strips. */
const GO_SPACE_CLASS = '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
/** A string that TrimSpace would shorten: protojson refuses a number in such a string. */
const GO_SPACE_AROUND = new RegExp(`^${GO_SPACE_CLASS}|${GO_SPACE_CLASS}$`);

/**
 * A JSON number at the start of a string, ended by the string's end or a delimiter: protobuf-go's
 * internal/encoding/json parseNumber, which reads one token and ignores what follows a delimiter (`"1 x"` is 1).
 * Its parts are captured as protojson's numberParts keeps them.
 */
const LEADING_JSON_NUMBER = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?(?![-+._a-zA-Z0-9])/;

/** The range of a proto integer kind. */
function integerRange(kind: string): [bigint, bigint] {
  const bits = kind.endsWith('64') ? 64n : 32n;
  return kind.startsWith('uint') ? [0n, (1n << bits) - 1n] : [-(1n << (bits - 1n)), (1n << (bits - 1n)) - 1n];
}

/**
 * The integer a JSON number's text stands for, if it is one: protobuf-go's normalizeToIntString, which takes
 * fractions and exponents that cancel out (`1e3`, `1.0`, `100e-2`) and at most 20 digits.
 */
function integerOfNumberText(text: string): bigint | undefined {
  const parts = LEADING_JSON_NUMBER.exec(text);
  if (!parts) return undefined;
  const [, sign, whole, fractionText = '', exponentText = '0'] = parts;
  const integerPart = whole === '0' ? '' : whole!;
  const fraction = fractionText.replace(/0+$/, '');
  if (integerPart === '' && fraction === '') return 0n; // protobuf-go drops the sign of a zero: `-0` fits a uint.
  const exponent = Number(exponentText); // strconv.ParseInt(exp, 10, 32)
  if (!(exponent >= -(2 ** 31) && exponent < 2 ** 31)) return undefined;
  let digits: string;
  if (exponent >= 0) {
    if (fraction.length > exponent || integerPart.length + exponent > 20) return undefined;
    digits = integerPart + fraction + '0'.repeat(exponent - fraction.length);
  } else {
    const point = integerPart.length + exponent;
    if (fraction !== '' || point < 0 || /[1-9]/.test(integerPart.slice(point))) return undefined;
    digits = integerPart.slice(0, point);
  }
  return BigInt(`${sign}${digits}`);
}

/**
 * Whether a JSON value is an integer protojson takes for this kind (encoding/protojson/decode.go unmarshalInt and
 * unmarshalUint): a JSON number, or a string holding one with no space around it, integral and in range. A JSON
 * number comes through JSON.parse as a double, so beyond 2^53 its range check is only as exact as the double.
 */
function isProtoInteger(value: Json, kind: string): boolean {
  let integer: bigint | undefined;
  if (typeof value === 'number') integer = Number.isInteger(value) ? BigInt(value) : undefined;
  else if (typeof value === 'string' && !GO_SPACE_AROUND.test(value)) integer = integerOfNumberText(value);
  if (integer === undefined) return false;
  const [min, max] = integerRange(kind);
  return integer >= min && integer <= max;
}

/**
 * Whether a JSON value is a float protojson takes (unmarshalFloat): a number, `NaN`, `Infinity`, `-Infinity`, or a
 * string holding a JSON number with no space around it, which strconv.ParseFloat keeps in range for the kind. An
 * empty string is no number.
 */
function isProtoFloat(value: Json, kind: string): boolean {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value !== 'string') return false;
  else if (['NaN', 'Infinity', '-Infinity'].includes(value)) return true;
  else if (GO_SPACE_AROUND.test(value)) return false;
  else {
    const token = LEADING_JSON_NUMBER.exec(value)?.[0];
    if (token === undefined) return false;
    number = Number(token);
  }
  // JSON.parse and Number give Infinity where ParseFloat reports a range error; float32 overflows sooner.
  return Number.isFinite(kind === 'float' ? Math.fround(number) : number);
}

function scalarOk(kind: string, value: Json): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'bool':
      return typeof value === 'boolean';
    case 'enum':
      // A name, or a number as protojson reads it (tok.Int(32)).
      return typeof value === 'string' || (typeof value === 'number' && isProtoInteger(value, 'int32'));
    case 'int32':
    case 'int64':
    case 'uint32':
    case 'uint64':
      return isProtoInteger(value, kind);
    default:
      return isProtoFloat(value, kind);
  }
}

/** The token protojson's "unexpected token" error names: the first of the value. */
function firstToken(value: Json): string {
  if (Array.isArray(value)) return '[';
  return isObject(value) ? '{' : JSON.stringify(value);
}

/** Checks one field's value; returns the first error, depth first, like protojson's single pass. */
function checkValue(value: Json, schema: JsonObject, field: string): SchemaError | string | undefined {
  if (value === null) return undefined;
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) {
    if (!Array.isArray(value)) return `proto: syntax error: unexpected token ${firstToken(value)}`;
    const items = isObject(schema.items) ? schema.items : {};
    for (const item of value) {
      const error = checkValue(item, items, field);
      if (error) return error;
    }
    return undefined;
  }
  const kind = kindOf(schema);
  if (kind) return scalarOk(kind, value) ? undefined : {kind, field, raw: firstToken(value)};
  // A message (or a map, whose values are `additionalProperties`).
  if (!isObject(value)) return `proto: syntax error: unexpected token ${firstToken(value)}`;
  if (isObject(schema.additionalProperties)) {
    for (const entry of Object.values(value)) {
      const error = checkValue(entry, schema.additionalProperties, field);
      if (error) return error;
    }
    return undefined;
  }
  return checkMessage(value, schema);
}

function checkMessage(value: JsonObject, schema: JsonObject): SchemaError | string | undefined {
  const properties = propertiesOf(schema);
  const seen = new Set<string>();
  for (const [key, entry] of Object.entries(value)) {
    // protojson looks a key up by JSON name first, then by proto name; the spec's keys are the JSON names.
    const name = key in properties ? key : jsonNameOf(key);
    const property = properties[name];
    if (!property) continue; // DiscardUnknown
    if (seen.has(name)) return `proto: duplicate field "${key}"`;
    seen.add(name);
    const error = checkValue(entry, property, name);
    if (error) return error;
  }
  return undefined;
}

/** V8's JSON.parse messages that give a position, and the context Go's encoding/json scanner (scanner.go) names. */
const GO_SCANNER_CONTEXTS: Array<[RegExp, string]> = [
  [/^Expected property name or '}'/, 'looking for beginning of object key string'],
  [/^Expected ':' after property name/, 'after object key'],
  [/^Expected ',' or '}' after property value/, 'after object key:value pair'],
  [/^Expected ',' or ']' after array element/, 'after array element'],
  [/^Bad control character in string literal/, 'in string literal'],
  [/^Bad escaped character/, 'in string escape code'],
  [/^Unterminated fractional number/, 'after decimal point in numeric literal'],
  [/^Exponent part is missing a number/, 'in exponent of numeric literal'],
  [/^No number after minus sign/, 'in numeric literal'],
];

/**
 * Go's quoteChar (encoding/json/scanner.go): the scanner stops at a byte, and quoteChar turns that byte into a rune,
 * so a character outside ASCII shows as the Latin-1 reading of its first UTF-8 byte (U+2028 as 'â'). The rune is
 * quoted as strconv.Quote does, inside single quotes.
 */
function goQuoteChar(char: string): string {
  const byte = firstUtf8Byte(char);
  if (byte === 0x27) return `'\\''`;
  const escapes: Record<number, string> = {
    0x07: '\\a',
    0x08: '\\b',
    0x09: '\\t',
    0x0a: '\\n',
    0x0b: '\\v',
    0x0c: '\\f',
    0x0d: '\\r',
    0x5c: '\\\\',
  };
  const printable = (byte >= 0x20 && byte < 0x7f) || (byte >= 0xa0 && byte !== 0xad);
  const hex = byte < 0x80 ? `\\x${byte.toString(16).padStart(2, '0')}` : `\\u00${byte.toString(16)}`;
  return `'${escapes[byte] ?? (printable ? String.fromCharCode(byte) : hex)}'`;
}

/** The first UTF-8 byte of a character; a lone high surrogate (V8 quotes only that half) stands for its pair. */
function firstUtf8Byte(char: string): number {
  const code = char.charCodeAt(0);
  const whole = code >= 0xd800 && code <= 0xdbff ? String.fromCharCode(code, 0xdc00) : char;
  return new TextEncoder().encode(whole)[0]!;
}

/** The character V8 names in "Unexpected token 'x', … is not valid JSON", whatever it is. */
const V8_UNEXPECTED_TOKEN = /^Unexpected token '([\s\S])/;

/**
 * Go's encoding/json text for a JSON.parse error. V8 names the offending character either by position or, for an
 * unexpected token, in quotes; when it does neither, the first character of the body after its JSON whitespace
 * stands in for it, in Go's words for a value that cannot start.
 */
export function goSyntaxError(v8Message: string, text: string): string {
  const position = Number(/at position (\d+)/.exec(v8Message)?.[1] ?? Number.NaN);
  if (/end of JSON input/.test(v8Message) || position >= text.length) return 'unexpected EOF';
  const context = GO_SCANNER_CONTEXTS.find(([pattern]) => pattern.test(v8Message))?.[1];
  const char = Number.isNaN(position) ? V8_UNEXPECTED_TOKEN.exec(v8Message)?.[1] : text[position];
  if (char) return `invalid character ${goQuoteChar(char)} ${context ?? 'looking for beginning of value'}`;
  const first = text.replace(/^[ \t\n\r]+/, '')[0];
  return first ? `invalid character ${goQuoteChar(first)} looking for beginning of value` : 'unexpected EOF';
}

/**
 * Reads the body's first JSON value as grpc-gateway's decoder does (runtime/marshal_jsonpb.go decodeJSONPb: one
 * json.RawMessage, bytes after it ignored), with Go's error texts. V8 names no position for an unexpected token, and
 * Go names a literal or number context (`in literal true`) that V8 does not tell apart; both fall back to Go's
 * "looking for beginning of value".
 */
function parseFirstValue(text: string): {value: Json} | {error: string} {
  try {
    return {value: JSON.parse(text) as Json};
  } catch (error) {
    const message = (error as Error).message;
    const trailing = /^Unexpected non-whitespace character after JSON at position (\d+)/.exec(message);
    if (trailing) return parseFirstValue(text.slice(0, Number(trailing[1])));
    return {error: goSyntaxError(message, text)};
  }
}

export function decodeBody(text: string, schema: JsonObject | undefined): Decoded {
  // An empty body is io.EOF, which the generated handlers ignore: the request is the empty message.
  if (text.trim() === '') return {ok: true, value: {}};
  const first = parseFirstValue(text);
  if ('error' in first) return {ok: false, error: first.error};
  const parsed = first.value;
  if (!isObject(parsed)) {
    return {ok: false, error: `proto: syntax error (line 1:1): unexpected token ${firstToken(parsed)}`};
  }
  const problem = schema ? checkMessage(parsed, schema) : undefined;
  if (problem === undefined) return {ok: true, value: parsed};
  return typeof problem === 'string' ? {ok: false, error: problem} : {ok: false, schemaError: problem};
}

/** Go's strconv.ParseInt/ParseUint in base 10, as grpc-gateway parses an integer parameter; its error, if any. */
function parseGoInteger(value: string, format: string): string | undefined {
  const unsigned = format.startsWith('uint');
  const bits = format.endsWith('64') ? 64n : 32n;
  const name = unsigned ? 'ParseUint' : 'ParseInt';
  // strconv quotes the input with strconv.Quote; JSON.stringify agrees on printable ASCII.
  const fail = (reason: string) => `strconv.${name}: parsing ${JSON.stringify(value)}: ${reason}`;
  if (!(unsigned ? /^[0-9]+$/ : /^[+-]?[0-9]+$/).test(value)) return fail('invalid syntax');
  const number = BigInt(value);
  const [min, max] = unsigned ? [0n, (1n << bits) - 1n] : [-(1n << (bits - 1n)), (1n << (bits - 1n)) - 1n];
  return number < min || number > max ? fail('value out of range') : undefined;
}

/** Parses one parameter value by its schema's type (runtime/query.go parseField); the strconv error, if any. */
export function parameterError(value: string, schema: JsonObject): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('boolean')) {
    const ok = ['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False'].includes(value);
    return ok ? undefined : `strconv.ParseBool: parsing ${JSON.stringify(value)}: invalid syntax`;
  }
  if (types.includes('integer')) return parseGoInteger(value, typeof schema.format === 'string' ? schema.format : '');
  return undefined;
}

/** `spendableOnly` → `spendable_only`: the proto name that runtime/query.go puts in its errors. */
export function protoNameOf(jsonName: string): string {
  return jsonName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

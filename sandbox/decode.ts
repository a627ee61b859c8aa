// Reads a request the way grpc-gateway v2.25.1's generated handlers do, checked against the spec's schemas instead of
// a proto descriptor. The body goes through the default marshaler (runtime/marshal_jsonpb.go): Go's encoding/json
// reads its first value, then protobuf-go's protojson (with DiscardUnknown) reads that value into the message: proto
// or JSON names, unknown keys dropped, `null` leaves a field unset, integers as numbers or numeric strings, an empty
// body is the empty message. Its errors carry the line and column of the token at fault in that value, and the
// token as it was sent. Path and query parameters go through runtime/query.go and runtime/convert.go, whose values
// Go's strconv parses.
import {parse as parseJsonTree, type MemberNode, type ObjectNode, type ValueNode} from '@humanwhocodes/momoa';
import {isObject, propertiesOf, type Json, type JsonObject} from './openapi';

/** What tells the releases' protobuf-go apart: arkd's v1.36.3 and the v1.30.0 fork fulmine's go.mod puts in its place. */
export interface Protojson {
  /** v1.36 names the field in "invalid value for <kind> field <name>"; v1.30 says "invalid value for <kind> type". */
  namesField: boolean;
  /** v1.36 drops an enum name it does not know under DiscardUnknown; v1.30 refuses it. */
  dropsUnknownEnumNames: boolean;
}

/** `redeem_tx` → `redeemTx`: protoc's JSON name of a proto field name. */
export function jsonNameOf(protoName: string): string {
  return protoName.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The oneofs of request messages, by the schema's title: the specs write their fields as plain properties
 * (api-spec/README.md keeps `oneOf` for answers). arkd's types.proto; fulmine's requests have none.
 */
const REQUEST_ONEOFS: Record<string, {fullName: string; fields: string[]}> = {
  Input: {fullName: 'ark.v1.Input.taproot_tree', fields: ['descriptor', 'tapscripts']},
};

/** The spec's pattern for a protobuf Duration (`86400s`), by which the sandbox knows one. */
const DURATION_PATTERN = '^-?[0-9]+(\\.[0-9]{1,9})?s$';

/** The proto kind protojson names in its error, from the schema's type and format; undefined for a message. */
function kindOf(schema: JsonObject): string | undefined {
  const format = typeof schema.format === 'string' ? schema.format : '';
  // The well-known types Timestamp and Duration: messages whose JSON form is a string.
  if (format === 'date-time') return 'google.protobuf.Timestamp';
  if (schema.pattern === DURATION_PATTERN) return 'google.protobuf.Duration';
  // OAS 3.1 type lists: the spec writes `[string, integer]` for a 64-bit integer the gateway takes in both forms.
  const types = Array.isArray(schema.type) ? schema.type.filter((entry) => entry !== 'null') : [schema.type];
  const type = types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : types[0];
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
 * The number text protojson reads from a token (encoding/protojson/decode.go unmarshalInt, unmarshalFloat): a JSON
 * number's own, or a string's when strings.TrimSpace leaves it as it is.
 */
function numberTextOf(node: ValueNode, raw: string): string | undefined {
  if (node.type === 'Number') return raw;
  return node.type === 'String' && !GO_SPACE_AROUND.test(node.value) ? node.value : undefined;
}

/** Whether a number text is an integer in the kind's range: protojson's normalizeToIntString, then ParseInt. */
function isProtoInteger(text: string | undefined, kind: string): boolean {
  const integer = text === undefined ? undefined : integerOfNumberText(text);
  if (integer === undefined) return false;
  const [min, max] = integerRange(kind);
  return integer >= min && integer <= max;
}

/** Whether a token is a float protojson takes: `NaN`, `Infinity`, `-Infinity`, or a number ParseFloat keeps in range. */
function isProtoFloat(node: ValueNode, raw: string, kind: string): boolean {
  if (node.type === 'String' && ['NaN', 'Infinity', '-Infinity'].includes(node.value)) return true;
  const text = numberTextOf(node, raw);
  const token = text === undefined ? undefined : LEADING_JSON_NUMBER.exec(text)?.[0];
  if (token === undefined) return false;
  // Number() gives Infinity where ParseFloat reports a range error; float32 overflows sooner.
  return Number.isFinite(kind === 'float' ? Math.fround(Number(token)) : Number(token));
}

function scalarOk(kind: string, node: ValueNode, raw: string, schema: JsonObject, protojson: Protojson): boolean {
  switch (kind) {
    case 'string':
      return node.type === 'String';
    case 'bool':
      return node.type === 'Boolean';
    case 'enum':
      // A name, or a number as protojson reads it (tok.Int(32)).
      if (node.type === 'Number') return isProtoInteger(raw, 'int32');
      return (
        node.type === 'String' && (protojson.dropsUnknownEnumNames || (schema.enum as Json[]).includes(node.value))
      );
    case 'float':
    case 'double':
      return isProtoFloat(node, raw, kind);
    default:
      return isProtoInteger(numberTextOf(node, raw), kind);
  }
}

type WellKnownProblem = 'invalid' | 'out of range' | undefined;

/** protojson's parseDuration: seconds with an `s`, at most 9 decimals; then within ±10,000 years. */
const DURATION = /^[+-]?(?=[0-9.])(0|[1-9][0-9]*)?(?:\.[0-9]{0,9})?s$/;
const MAX_DURATION_SECONDS = 315576000000n;

function durationProblem(text: string): WellKnownProblem {
  const parts = DURATION.exec(text);
  if (!parts) return 'invalid';
  const seconds = BigInt(parts[1] ?? '0');
  if (seconds >= 1n << 63n) return 'invalid'; // strconv.ParseInt fails
  return seconds > MAX_DURATION_SECONDS ? 'out of range' : undefined;
}

/**
 * Go's time.Parse(time.RFC3339Nano), whose general parser takes a one-digit hour, a fraction after `,` and an offset
 * up to 24:60; then protojson's checks: at most 9 decimals after a `.`, from year 1 to 9999 in UTC.
 */
const TIMESTAMP =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:([.,])([0-9]+))?(?:Z|([+-])([0-9]{2}):([0-9]{2}))$/;
const TIMESTAMP_SECONDS = {min: -62135596800, max: 253402300799};

function timestampProblem(text: string): WellKnownProblem {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return 'invalid';
  const part = (index: number) => Number(parts[index] ?? 0);
  const [year, month, day] = [part(1), part(2), part(3)];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  const valid = day >= 1 && day <= days && part(4) < 24 && part(5) < 60 && part(6) < 60;
  if (!valid || part(10) > 24 || part(11) > 60 || (parts[7] === '.' && parts[8]!.length > 9)) return 'invalid';
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const offset = (parts[9] === '-' ? -1 : 1) * (part(10) * 3600 + part(11) * 60);
  const seconds = date.getTime() / 1000 + part(4) * 3600 + part(5) * 60 + part(6) - offset;
  return seconds < TIMESTAMP_SECONDS.min || seconds > TIMESTAMP_SECONDS.max ? 'out of range' : undefined;
}

/** A value, or a member's name: what protojson reads as one token. */
type Token = ValueNode | MemberNode['name'];

/**
 * Reads one JSON value into a message as protojson's unmarshalMessage does, in one pass, depth first, and gives its
 * first error in protojson's words, after `proto: ` and the `(line L:C)` of the token at fault.
 */
class BodyReader {
  constructor(
    /** The value's own text: Go's json.RawMessage, so lines and columns count from its first character. */
    private readonly source: string,
    private readonly protojson: Protojson,
  ) {}

  /** Line and column as protobuf-go counts them: columns in characters, from 1. */
  private at(node: Token): string {
    const before = this.source.slice(0, node.loc.start.offset);
    const line = before.split('\n');
    return `(line ${line.length}:${[...line.at(-1)!].length + 1})`;
  }

  /** The token as it was sent: a scalar's own text, or the bracket that opens an object or a list. */
  private raw(node: Token): string {
    if (node.type === 'Object') return '{';
    if (node.type === 'Array') return '[';
    return this.source.slice(node.loc.start.offset, node.loc.end.offset);
  }

  private error(node: Token, text: string): string {
    return `proto: ${this.at(node)}: ${text}`;
  }

  unexpected(node: ValueNode): string {
    return `proto: syntax error ${this.at(node)}: unexpected token ${this.raw(node)}`;
  }

  message(node: ObjectNode, schema: JsonObject): string | undefined {
    const properties = propertiesOf(schema);
    const oneof = typeof schema.title === 'string' ? REQUEST_ONEOFS[schema.title] : undefined;
    const seen = new Set<string>();
    let oneofField: string | undefined;
    for (const {name: nameNode, value} of node.members) {
      const key = nameNode.type === 'String' ? nameNode.value : nameNode.name;
      // protojson looks a key up by JSON name first, then by proto name; the spec's keys are the JSON names.
      const name = key in properties ? key : jsonNameOf(key);
      const property = properties[name];
      if (!property) continue; // DiscardUnknown
      if (seen.has(name)) return this.error(nameNode, `duplicate field ${this.raw(nameNode)}`);
      seen.add(name);
      if (value.type === 'Null') continue;
      if (oneof?.fields.includes(name)) {
        if (oneofField)
          return this.error(nameNode, `error parsing ${this.raw(nameNode)}, oneof ${oneof.fullName} is already set`);
        oneofField = name;
      }
      const problem = this.field(value, property, name);
      if (problem) return problem;
    }
    return undefined;
  }

  /** A field's value: a list, a map, a message, or a scalar (which may be a list's item or a map's value). */
  private field(node: ValueNode, schema: JsonObject, field: string): string | undefined {
    const isList = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
    if (isList) {
      if (node.type !== 'Array') return this.unexpected(node);
      const items = isObject(schema.items) ? schema.items : {};
      for (const element of node.elements) {
        const problem = this.single(element.value, items, field);
        if (problem) return problem;
      }
      return undefined;
    }
    if (isObject(schema.additionalProperties) && kindOf(schema) === undefined) {
      if (node.type !== 'Object') return this.unexpected(node);
      const keys = new Set<string>();
      for (const {name, value} of node.members) {
        const key = this.raw(name);
        if (keys.has(key)) return this.error(name, `duplicate map key ${key}`);
        keys.add(key);
        // A map entry's value is the entry message's field named `value`.
        const problem = this.single(value, schema.additionalProperties, 'value');
        if (problem) return problem;
      }
      return undefined;
    }
    return this.single(node, schema, field);
  }

  /** One message or scalar, `null` included: only a field's own `null` leaves it unset. */
  private single(node: ValueNode, schema: JsonObject, field: string): string | undefined {
    const kind = kindOf(schema);
    if (kind === undefined) return node.type === 'Object' ? this.message(node, schema) : this.unexpected(node);
    const raw = this.raw(node);
    if (kind.startsWith('google.protobuf.')) {
      if (node.type !== 'String') return this.unexpected(node);
      const problem = kind.endsWith('Duration') ? durationProblem(node.value) : timestampProblem(node.value);
      if (problem === 'invalid') return this.error(node, `invalid ${kind} value ${raw}`);
      return problem && this.error(node, `${kind} value out of range: ${raw}`);
    }
    if (scalarOk(kind, node, raw, schema, this.protojson)) return undefined;
    return this.error(
      node,
      this.protojson.namesField
        ? `invalid value for ${kind} field ${field}: ${raw}`
        : `invalid value for ${kind} type: ${raw}`,
    );
  }
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
  // strconv's backslash escapes: \a \b \t \n \v \f \r for bytes 7 to 13, and \\.
  const escape = byte >= 0x07 && byte <= 0x0d ? `\\${'abtnvfr'[byte - 0x07]}` : byte === 0x5c ? '\\\\' : undefined;
  const printable = (byte >= 0x20 && byte < 0x7f) || (byte >= 0xa0 && byte !== 0xad);
  const hex = byte < 0x80 ? `\\x${byte.toString(16).padStart(2, '0')}` : `\\u00${byte.toString(16)}`;
  return `'${escape ?? (printable ? String.fromCharCode(byte) : hex)}'`;
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
 * The text of the body's first JSON value, as grpc-gateway's decoder reads it (runtime/marshal_jsonpb.go decodeJSONPb:
 * one json.RawMessage, the bytes after it ignored), or Go's encoding/json error. V8 names no position for an
 * unexpected token, and Go names a literal or number context (`in literal true`) that V8 does not tell apart; both
 * fall back to Go's "looking for beginning of value".
 */
function firstValueOf(text: string): {value: string} | {error: string} {
  try {
    JSON.parse(text);
    return {value: text.replace(/^[ \t\n\r]+/, '')};
  } catch (error) {
    const message = (error as Error).message;
    const trailing = /^Unexpected non-whitespace character after JSON at position (\d+)/.exec(message);
    if (trailing) return firstValueOf(text.slice(0, Number(trailing[1])));
    return {error: goSyntaxError(message, text)};
  }
}

/** The gateway's 400 message for a body, or undefined when it reads into the request message. */
export function bodyError(text: string, schema: JsonObject | undefined, protojson: Protojson): string | undefined {
  // An empty body is io.EOF, which the generated handlers ignore: the request is the empty message.
  if (/^[ \t\n\r]*$/.test(text)) return undefined;
  const first = firstValueOf(text);
  if ('error' in first) return first.error;
  const root = parseJsonTree(first.value, {mode: 'json'}).body;
  const reader = new BodyReader(first.value, protojson);
  return root.type === 'Object' ? reader.message(root, schema ?? {}) : reader.unexpected(root);
}

/** Go's strconv.ParseInt/ParseUint in base 10, as grpc-gateway parses an integer parameter; its error, if any. */
function parseGoInteger(value: string, format: string): string | undefined {
  const unsigned = format.startsWith('uint');
  const name = unsigned ? 'ParseUint' : 'ParseInt';
  // strconv quotes the input with strconv.Quote; JSON.stringify agrees on printable ASCII.
  const fail = (reason: string) => `strconv.${name}: parsing ${JSON.stringify(value)}: ${reason}`;
  if (!(unsigned ? /^[0-9]+$/ : /^[+-]?[0-9]+$/).test(value)) return fail('invalid syntax');
  const number = BigInt(value);
  const [min, max] = integerRange(format);
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

// JSON values as the OpenAPI bundler parses them, and the few readers of a spec that the sandbox and the site's
// reference generator share. Pure: the site imports them from here, so that neither keeps a copy.

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `application/json` media object of a request body or a response, if it has one. */
export function jsonMediaOf(holder: Json | undefined): JsonObject | undefined {
  const content = isObject(holder) && isObject(holder.content) ? holder.content : undefined;
  return content && isObject(content['application/json']) ? content['application/json'] : undefined;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export const STREAM_EXAMPLE = 'x-stream-example';

/** The lines of a stream's example body, in the order they arrive: `x-stream-example`, or else the one `example`. */
export function streamExampleOf(media: JsonObject): Json[] {
  const transcript = media[STREAM_EXAMPLE];
  if (Array.isArray(transcript)) return transcript;
  return media.example === undefined ? [] : [media.example];
}

/** The properties a schema allows, with allOf/oneOf/anyOf branches merged: a loose stand-in for a message's fields. */
export function propertiesOf(schema: JsonObject): Record<string, JsonObject> {
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

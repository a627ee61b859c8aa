/** Phrases both ./components and the Markdown twin print. It imports nothing: it goes into the page's JavaScript. */

/** The label of a node: its type, and its name when the type does not say it already. */
export function typeLabel({type, name, format}: {type: string; name?: string; format?: string}): string {
  const named = name && !type.includes(name) ? `${type} (${name})` : type;
  return format ? `${named}, ${format}` : named;
}

export function recursiveLabel(name: string | undefined): string {
  return `recursive: the same ${name ?? 'schema'} as the one it sits in`;
}

export const UPSTREAM_DIFFERENCE = 'Differs from upstream';

/** "Alice, Bob and Carol": names or phrases joined as a sentence says them. */
export function joinAsSentence(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

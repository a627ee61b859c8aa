/** A value made when first asked for, once: what only some answers need is not made at start. */
export function once<T>(make: () => T): () => T {
  let made: {value: T} | undefined;
  return () => (made ??= {value: make()}).value;
}

/**
 * A spec that cannot become a reference page. `where` is a JSON pointer into the bundled document, which
 * ./generate.ts maps to the spec file to fix, or else words naming the place.
 */
export class SpecError extends Error {
  constructor(
    readonly detail: string,
    readonly where: string,
  ) {
    super(`${where}: ${detail}`);
  }
}

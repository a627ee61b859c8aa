/**
 * A spec that cannot become a reference page. `where` is a JSON pointer into the bundled document
 * (`#/paths/~1v1~1info/get`), which ./generate.ts turns into the spec file to fix, or, where no
 * pointer applies, words naming the place.
 */
export class SpecError extends Error {
  constructor(
    readonly detail: string,
    readonly where: string,
  ) {
    super(`${where}: ${detail}`);
  }
}

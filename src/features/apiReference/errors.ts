/** A spec that cannot become a page. `where`: a JSON pointer (./generate.ts maps it to its file), or words. */
export class SpecError extends Error {
  constructor(
    readonly detail: string,
    readonly where: string,
  ) {
    super(`${where}: ${detail}`);
  }
}

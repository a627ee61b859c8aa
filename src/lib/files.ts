import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Writes a generated file, leaving it alone when it already holds that: a rewrite would wake the dev server. */
export function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

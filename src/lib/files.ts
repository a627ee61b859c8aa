import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Writes a generated file, leaving it alone when it already holds that: a rewrite would wake the dev server. */
export function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

/** Writes the generated files (absolute paths) and removes any other file under `root`, such as a dropped page's. */
export function writeTree(root: string, files: Map<string, string>): void {
  if (existsSync(root)) {
    for (const entry of readdirSync(root, {recursive: true, withFileTypes: true})) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !files.has(file)) rmSync(file);
    }
  }
  for (const [file, content] of files) writeIfChanged(file, content);
}

/** Reads files of an upstream repository at a pinned commit, from any local clone (bare or not) that has it. */
import {execFileSync} from 'node:child_process';

export interface PinnedRepository {
  /** A local clone of the repository (its work tree, its .git folder, or a bare mirror). */
  gitDir: string;
  commit: string;
}

function git(repository: PinnedRepository, args: string[]): string {
  try {
    return execFileSync('git', ['-C', repository.gitDir, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  } catch (error) {
    throw new Error(`git ${args.join(' ')} failed in ${repository.gitDir}: ${(error as Error).message}`);
  }
}

/** Fails early, with the fix, when the clone does not have the pinned commit. */
export function assertHasCommit(repository: PinnedRepository): void {
  try {
    execFileSync('git', ['-C', repository.gitDir, 'cat-file', '-e', `${repository.commit}^{commit}`], {
      stdio: 'ignore',
    });
  } catch {
    throw new Error(
      `${repository.gitDir} has no commit ${repository.commit}: fetch it (git fetch origin ${repository.commit}) and run again.`,
    );
  }
}

/** Every file path of the commit's tree. */
export function listFiles(repository: PinnedRepository): string[] {
  return git(repository, ['ls-tree', '-r', '--name-only', repository.commit]).split('\n').filter(Boolean);
}

export function readFile(repository: PinnedRepository, path: string): string {
  return git(repository, ['show', `${repository.commit}:${path}`]);
}

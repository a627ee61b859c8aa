/**
 * The server chosen on a reference and the credential typed for each server, shared by all consoles of the page. The
 * server choice is kept in localStorage; a credential only in the page's memory, never in web storage, where any
 * script of the origin could read it long after: it goes once no console is left on the page, and with a reload.
 */
import {useCallback, useSyncExternalStore} from 'react';
import {isStorableServerUrl} from './request';
import type {ConsoleReference} from './types';

/** `customUrl` is kept while the reader tries the sandbox. */
export interface ServerChoice {
  isSandbox: boolean;
  customUrl: string;
}

const SANDBOX_CHOICE: ServerChoice = {isSandbox: true, customUrl: ''};
const SERVER_KEY = 'api-console:server:';

const servers = new Map<string, ServerChoice>();
/** By base URL: another server's credential is never sent. */
const credentials = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) credentials.clear();
  };
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Storage can be off (a browser setting) or full: the console then simply forgets. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The choice saved on a reference; anything else there (another format, edited by hand) counts as none. */
function savedServer(referenceId: string): ServerChoice | undefined {
  return attempt(() => {
    const saved: unknown = JSON.parse(localStorage.getItem(SERVER_KEY + referenceId) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const {isSandbox, customUrl} = saved as Record<string, unknown>;
    return typeof isSandbox === 'boolean' && typeof customUrl === 'string' ? {isSandbox, customUrl} : undefined;
  }, undefined);
}

function serverOf(referenceId: string): ServerChoice {
  if (!servers.has(referenceId)) servers.set(referenceId, savedServer(referenceId) ?? SANDBOX_CHOICE);
  return servers.get(referenceId)!;
}

/** The base URL requests go to, the choice behind it, and a setter that saves it. */
export function useServer(reference: ConsoleReference): [string, ServerChoice, (choice: ServerChoice) => void] {
  const server = useSyncExternalStore(subscribe, () => serverOf(reference.id));
  const setServer = useCallback(
    (choice: ServerChoice) => {
      servers.set(reference.id, choice);
      changed();
      // A password typed into the URL, even half typed, is not saved: the URL saved before stays.
      const customUrl = isStorableServerUrl(choice.customUrl)
        ? choice.customUrl
        : (savedServer(reference.id)?.customUrl ?? '');
      attempt(() => localStorage.setItem(SERVER_KEY + reference.id, JSON.stringify({...choice, customUrl})), undefined);
    },
    [reference.id],
  );
  return [server.isSandbox ? reference.sandboxUrl : server.customUrl.trim(), server, setServer];
}

/** The credential typed on this page for this server (never another's), `initial` until the reader types one. */
export function useCredential(baseUrl: string, initial: string): [string, (credential: string) => void] {
  const credential = useSyncExternalStore(subscribe, () => credentials.get(baseUrl) ?? initial);
  const setCredential = useCallback(
    (value: string) => {
      credentials.set(baseUrl, value);
      changed();
    },
    [baseUrl],
  );
  return [credential, setCredential];
}

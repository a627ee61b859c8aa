/**
 * The server chosen on a reference and the credentials typed for each server, one copy per page for all its consoles:
 * a console kept open under one operation follows a change made in another. Saved as ./storage.ts says.
 */
import {useCallback, useSyncExternalStore} from 'react';
import {isStorableServerUrl} from './request';
import {savedCredential, saveCredential, savedServer, saveServer, type ServerChoice} from './storage';
import type {ConsoleReference} from './types';

const SANDBOX_CHOICE: ServerChoice = {isSandbox: true, customUrl: ''};

const servers = new Map<string, ServerChoice>();
/** Typed on this page, by base URL: kept here too, for a browser whose storage is off. */
const credentials = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

function serverOf(referenceId: string): ServerChoice {
  let server = servers.get(referenceId);
  if (!server) {
    server = savedServer(referenceId) ?? SANDBOX_CHOICE;
    servers.set(referenceId, server);
  }
  return server;
}

/** The base URL requests go to, the choice behind it, and a setter that remembers it. */
export function useServer(reference: ConsoleReference): [string, ServerChoice, (choice: ServerChoice) => void] {
  const server = useSyncExternalStore(subscribe, () => serverOf(reference.id));
  const setServer = useCallback(
    (choice: ServerChoice) => {
      servers.set(reference.id, choice);
      changed();
      // A password typed into the URL stays in the field only, even half typed: the console refuses to send it
      // (./request.ts), and the URL saved before stays.
      const customUrl = isStorableServerUrl(choice.customUrl)
        ? choice.customUrl
        : (savedServer(reference.id)?.customUrl ?? '');
      saveServer(reference.id, {...choice, customUrl});
    },
    [reference.id],
  );
  return [server.isSandbox ? reference.sandboxUrl : server.customUrl.trim(), server, setServer];
}

/** The credential typed for a server, here or earlier in the tab, and a setter; another server's is never given. */
export function useCredential(baseUrl: string): [string, (credential: string) => void] {
  const credential = useSyncExternalStore(subscribe, () => credentials.get(baseUrl) ?? savedCredential(baseUrl));
  const setCredential = useCallback(
    (value: string) => {
      credentials.set(baseUrl, value);
      saveCredential(baseUrl, value);
      changed();
    },
    [baseUrl],
  );
  return [credential, setCredential];
}

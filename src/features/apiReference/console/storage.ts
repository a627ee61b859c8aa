/**
 * What a console remembers. The server per reference in localStorage; a credential in sessionStorage only (gone with
 * the tab), keyed by the server it was typed for, so that choosing another server never sends it there.
 */
const SERVER_KEY = 'api-console:server:';
const CREDENTIAL_KEY = 'api-console:credential:';

/** Storage can be off (a browser setting) or full: the console then simply forgets. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The server a reader chose on a reference, and the URL of their own, kept while they try the sandbox. */
export interface ServerChoice {
  isSandbox: boolean;
  customUrl: string;
}

function isServerChoice(value: unknown): value is ServerChoice {
  if (typeof value !== 'object' || value === null) return false;
  const {isSandbox, customUrl} = value as Record<string, unknown>;
  return typeof isSandbox === 'boolean' && typeof customUrl === 'string';
}

/** The choice saved on a reference; anything else in its place (another format, edited by hand) counts as none. */
export function savedServer(referenceId: string): ServerChoice | undefined {
  return attempt(() => {
    const saved: unknown = JSON.parse(localStorage.getItem(SERVER_KEY + referenceId) ?? 'null');
    return isServerChoice(saved) ? saved : undefined;
  }, undefined);
}

export function saveServer(referenceId: string, choice: ServerChoice): void {
  attempt(() => localStorage.setItem(SERVER_KEY + referenceId, JSON.stringify(choice)), undefined);
}

export function savedCredential(baseUrl: string): string {
  return attempt(() => sessionStorage.getItem(CREDENTIAL_KEY + baseUrl) ?? '', '');
}

export function saveCredential(baseUrl: string, credential: string): void {
  attempt(() => {
    if (credential === '') sessionStorage.removeItem(CREDENTIAL_KEY + baseUrl);
    else sessionStorage.setItem(CREDENTIAL_KEY + baseUrl, credential);
  }, undefined);
}

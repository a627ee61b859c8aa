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

export function savedServer(referenceId: string): string | undefined {
  return attempt(() => localStorage.getItem(SERVER_KEY + referenceId) ?? undefined, undefined);
}

export function saveServer(referenceId: string, baseUrl: string | undefined): void {
  attempt(() => {
    if (baseUrl === undefined) localStorage.removeItem(SERVER_KEY + referenceId);
    else localStorage.setItem(SERVER_KEY + referenceId, baseUrl);
  }, undefined);
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

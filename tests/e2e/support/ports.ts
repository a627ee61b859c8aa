/** Ports the test suite serves on: away from the dev server's 3000 so both can run at once. */
export const E2E_PORT = 3210;
export const WRONG_BASE_URL_PORT = 3211;

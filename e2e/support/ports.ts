/** Where the end-to-end harness serves the app and the test mailbox. */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const E2E_MAILBOX_PORT = E2E_APP_PORT + 1;
export const E2E_BASE_URL = `http://localhost:${E2E_APP_PORT}`;
/** The stand-in AI provider (a local chat-completions server) the app is pointed at. */
export const E2E_AI_PORT = E2E_APP_PORT + 2;
/** The one address the harness makes a moderator (MODERATOR_EMAILS); the database is fresh on every run. */
export const E2E_MODERATOR_EMAIL = "moderator@example.test";
/** A local TURN server (coturn), where installed, for the call that must be relayed. */
export const E2E_TURN_PORT = E2E_APP_PORT + 3;

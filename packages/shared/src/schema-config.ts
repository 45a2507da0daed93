/** Where Zod keeps its settings: on the global object, so that every copy of it loaded on a page shares them. */
interface ZodGlobalSettings {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Makes the schemas validate without generating code. Zod compiles a fast parser for each object schema with
 * `new Function`, and checks whether it may by trying one as each object schema is built; a page whose Content
 * Security Policy forbids `eval` reports every such try as a violation. The browser's entry calls this before any
 * screen's code builds a schema. It sets the setting where Zod reads it rather than through `z.config`, so the
 * entry (and the landing page's budget) carries no Zod code; a test holds Zod to reading it there. The server
 * keeps the compiled parsers.
 */
export function validateWithoutGeneratedCode() {
  const settings = globalThis as ZodGlobalSettings;
  settings.__zod_globalConfig ??= {};
  settings.__zod_globalConfig.jitless = true;
}

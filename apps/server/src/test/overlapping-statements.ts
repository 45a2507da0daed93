/**
 * A statement sent on a connection that is still running one (a transaction's queries started together, as
 * with `Promise.all`) is only a warning in pg 8 and an error from pg 9: any test that makes one fails here.
 */
const guard = Symbol.for("devmatch.overlapping-statements-guard");
const holder = globalThis as { [guard]?: true };
if (!holder[guard]) {
  holder[guard] = true;
  process.on("warning", (warning) => {
    if (warning.name === "DeprecationWarning" && warning.message.includes("already executing a query")) {
      throw new Error(`Two statements at once on one connection: ${warning.stack ?? warning.message}`);
    }
  });
}

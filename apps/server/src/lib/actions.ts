import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The action a piece of work belongs to — an HTTP request or a socket event — carried through its async calls,
 * so what the database is asked can be counted per action (the query budgets held by `query-budget.test.ts`).
 * Work an action starts and does not wait for (an email after the answer) still counts as the action's.
 */
export interface Action {
  name: string;
  statements: number;
}

const storage = new AsyncLocalStorage<Action>();
type StatementListener = (action: Action | undefined, text: string) => void;
const listeners = new Set<StatementListener>();

/** Runs `work` as the action `name`: everything it starts counts as part of it. */
export function runAction<T>(name: string, work: () => T): T {
  return storage.run({ name, statements: 0 }, work);
}

/** The database calls this for every statement it sends. */
export function countStatement(text: string) {
  const action = storage.getStore();
  if (action) action.statements += 1;
  for (const listener of listeners) listener(action, text);
}

/** Hears every statement with the action it belongs to, until the returned function is called. */
export function listenToStatements(listener: StatementListener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

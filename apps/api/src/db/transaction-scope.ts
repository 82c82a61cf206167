import { AsyncLocalStorage } from 'node:async_hooks';

type Scope = { open: boolean };

const scope = new AsyncLocalStorage<Scope>();

export class RootQueryInTransactionError extends Error {
  constructor() {
    super(
      'A query used the root database handle while a transaction is open in the same request. ' +
        'Use the `tx` handle passed to withTransaction; on PGlite the root handle would wait ' +
        'for this very transaction forever.',
    );
    this.name = 'RootQueryInTransactionError';
  }
}

/** Marks everything `fn` awaits as "inside a transaction" until `fn` settles. */
export async function runInTransactionScope<T>(fn: () => Promise<T>): Promise<T> {
  const current: Scope = { open: true };
  try {
    return await scope.run(current, fn);
  } finally {
    // Work the transaction started but did not await may outlive it; it is no longer inside.
    current.open = false;
  }
}

export function isInTransactionScope(): boolean {
  return scope.getStore()?.open === true;
}

export function assertNoOpenTransaction(): void {
  if (isInTransactionScope()) throw new RootQueryInTransactionError();
}

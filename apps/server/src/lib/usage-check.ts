import type { Tx } from '../db/client.ts';

/** Asks whether a record is still used elsewhere: a short description of the user (e.g. ` 3 件业务`), or null. */
export type UsageCheck = (tx: Tx, tenantId: number, id: number) => Promise<string | null>;

/** Who may refuse deleting a form or an item; put together in `app.ts`. */
export interface UsageChecks {
  form: UsageCheck[];
  item: UsageCheck[];
}

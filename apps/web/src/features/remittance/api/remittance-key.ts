/** Every remittance query's key starts here: a write refreshes all that remittance shows. */
export const REMITTANCE_KEY = ['remittance'] as const;

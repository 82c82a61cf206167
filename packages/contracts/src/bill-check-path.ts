/**
 * The public bill-check call's path, in a file of its own without zod: the public page
 * imports it, and must not pull the schema library into its small bundle.
 */
export const BILL_CHECK_PATH = '/api/public/bill-check';

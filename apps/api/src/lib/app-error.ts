import type { ErrorCode } from '@prapa/contracts/errors';

/** The HTTP status each error code answers with unless the thrower says otherwise. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_DISABLED: 403,
  RATE_LIMITED: 429,
  WEAK_PASSWORD: 400,
  WRONG_PASSWORD: 400,
  NEEDS_ROLLOVER_CONFIRMATION: 400,
  NEEDS_ANOMALY_CONFIRMATION: 400,
  ALREADY_PAID: 409,
  OLDER_INVOICE_UNPAID: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  READING_INVOICED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export type FieldIssue = { path: string; message: string };

export type AppErrorOptions = {
  status?: number;
  /** A key in locales/<lang>/errors.json; defaults to the code itself. */
  messageKey?: string;
  params?: Record<string, string | number>;
  /** Already translated field messages, or validation keys (`v.*`) the handler translates. */
  fields?: FieldIssue[];
  headers?: Record<string, string>;
  cause?: unknown;
};

/**
 * The one error type services and plugins throw. It carries a code, never a sentence: the
 * error handler translates `messageKey` into the caller's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  readonly fields: FieldIssue[] | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.messageKey ?? code, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.messageKey = options.messageKey ?? code;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

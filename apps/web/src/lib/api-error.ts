import type { ErrorCode } from '@prapa/contracts/errors';

/** NETWORK: the server could not be reached; UNKNOWN: it answered without our error shape. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

export type ApiFieldError = { path: string; message: string };

/** A failed call. `message` is ready to show: the server's translated text or our own. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: ApiFieldError[];

  constructor(status: number, code: ApiErrorCode, message: string, fields: ApiFieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** PostgreSQL error of a failed query, unwrapped from drizzle's DrizzleQueryError. */
function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as { code: string; constraint?: string };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** The SQLSTATE of a failed query, if the error came from the database. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgErrorOf(error)?.code;
}

/** 23505: a unique constraint or unique index refused the row. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/**
 * drizzle puts the bound parameters into its error message; they may hold password hashes or
 * personal data, so logs get the SQL text and the database's own error only.
 */
export function loggableError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'DrizzleQueryError') {
    const { query, cause } = error as Error & { query?: string; cause?: unknown };
    return {
      type: 'DrizzleQueryError',
      query,
      cause,
      stack: error.stack?.split('\n').slice(1).join('\n'),
    };
  }
  return error;
}

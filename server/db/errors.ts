// What a database error means to a handler, the same on PostgreSQL and PGlite (both report the
// SQLSTATE as `code`).

/** A unique index refused the row: someone else wrote the same thing first (answer 409, not 500). */
export const isUniqueViolation = (error: unknown): boolean => String((error as { code?: unknown } | null)?.code) === '23505';

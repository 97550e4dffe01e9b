/**
 * True for PostgreSQL's unique_violation (23505), however the driver wraps it; with
 * `constraint`, only when that constraint (or unique index) was the one violated.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause && typeof cause === 'object'; ) {
    const { code, constraint: name, constraint_name: altName } = cause as Record<string, unknown>;
    if (code === '23505') return !constraint || name === constraint || altName === constraint;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

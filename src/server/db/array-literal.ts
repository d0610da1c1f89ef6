/**
 * A PostgreSQL array literal (`{"a","b"}`) of the values, for one bound parameter cast to an array type: Drizzle
 * expands a JavaScript array into a list of parameters instead. Every element is quoted and escaped.
 */
export function arrayLiteral(values: readonly (string | number | bigint)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * A random 128-bit id as 32 hex digits. `crypto.randomUUID` exists only in secure contexts, and a mirror may be
 * served over plain http; `crypto.getRandomValues` exists everywhere.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

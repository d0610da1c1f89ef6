/** Whether the developer asked for the Stately inspector: `?inspect` in the address or VITE_INSPECT=1. */
export function wantsInspector(search: string, flag: string | undefined): boolean {
  return flag === '1' || new URLSearchParams(search).has('inspect');
}

/** A running throwaway cluster: its superuser URL, its postmaster's process id, and `stop` to remove it. */
export type Cluster = { url: string; pid: () => number; stop: () => void };

/** Starts a throwaway PostgreSQL cluster on loopback; `settings` are extra `-c name=value` server settings. */
export function startCluster(options?: { settings?: Record<string, string>; quiet?: boolean }): Cluster;

/** Host → pixel load time in ms, or null when the pixel did not load within the probe timeout. */
export type ProbeResults = Record<string, number | null>;

/** One mirror to time: the host its result is reported under and the pixel image to load. */
export interface PixelTarget {
  host: string;
  pixel: string;
}

/** What the pixel prober is given: it loads every pixel at once and sends `pixel.measured` for each. */
export interface PixelProbeInput {
  targets: PixelTarget[];
  /** Milliseconds a pixel may take (SPEC §9: 4 s). */
  timeout: number;
}

export interface DomainProbeInput {
  /** Random source in [0, 1) for the first check's delay; `Math.random` unless a test fixes it. */
  random?: () => number;
}

export interface DomainProbeContext {
  /** Milliseconds from the start (the login) to the first check: random in [10 s, 55 s]. */
  firstDelay: number;
  /** The mirrors of the current check. */
  targets: PixelTarget[];
  /** What the current check has measured so far, then reports. */
  results: ProbeResults;
}

/** Sent by the pixel prober for each pixel: its load time, or null when it failed to load. */
export interface PixelMeasuredEvent {
  type: 'pixel.measured';
  host: string;
  ms: number | null;
}

export type DomainProbeEvent = PixelMeasuredEvent;

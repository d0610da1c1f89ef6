import { fromCallback, type AnyEventObject } from 'xstate';
import type { PixelMeasuredEvent, PixelProbeInput } from '../../machines/domain-probe/domain-probe.types';
import { TIMINGS } from '../contract/constants';

/** The part of an `<img>` a probe uses. */
export interface ProbeImage {
  onload: (() => void) | null;
  onerror: (() => void) | null;
  src: string;
}

export interface MeasureOptions {
  /** Milliseconds before the pixel counts as not loaded (SPEC §9 default: 7 s). */
  timeout?: number;
  now?: () => number;
  createImage?: () => ProbeImage;
}

/** How the domain check times one pixel: `measurePixel`, or a fake in tests. */
export type MeasurePixel = (url: string, options: MeasureOptions) => Promise<number | null>;

/** Times one pixel: milliseconds until it loaded, or null when it failed or did not load within the timeout. */
export function measurePixel(url: string, options: MeasureOptions = {}): Promise<number | null> {
  const { timeout = TIMINGS.pixelProbeDefaultTimeout, now = () => performance.now() } = options;
  let address: URL;
  try {
    address = new URL(url, globalThis.location?.href);
  } catch {
    return Promise.resolve(null);
  }
  // A cached pixel would load in no time from a blocked mirror: every probe asks the network.
  address.searchParams.set('t', String(Date.now()));
  const image = (options.createImage ?? (() => new Image()))();
  return new Promise((resolve) => {
    const started = now();
    const finish = (ms: number | null) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(ms);
    };
    const timer = setTimeout(() => {
      image.src = '';
      finish(null);
    }, timeout);
    image.onload = () => finish(Math.round(now() - started));
    image.onerror = () => finish(null);
    image.src = address.toString();
  });
}

/** The domain check's `probePixels`: times every pixel at once and reports each as `pixel.measured`. */
export function pixelProbes(measure: MeasurePixel = measurePixel) {
  return fromCallback<AnyEventObject, PixelProbeInput>(({ input, sendBack }) => {
    let stopped = false;
    for (const { host, pixel } of input.targets) {
      void measure(pixel, { timeout: input.timeout }).then((ms) => {
        if (!stopped) sendBack({ type: 'pixel.measured', host, ms } satisfies PixelMeasuredEvent);
      });
    }
    return () => {
      stopped = true;
    };
  });
}

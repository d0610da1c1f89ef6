import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type AnyEventObject } from 'xstate';
import type { PixelProbeInput } from '../../machines/domain-probe/domain-probe.types';
import { measurePixel, pixelProbes, type ProbeImage } from './pixel-probe';

afterEach(() => vi.useRealTimers());

/** An image that loads or fails when told to, and remembers its address. */
function fakeImage() {
  const image: ProbeImage & { load(): void; fail(): void } = {
    onload: null,
    onerror: null,
    src: '',
    load: () => image.onload?.(),
    fail: () => image.onerror?.(),
  };
  return image;
}

describe('measurePixel', () => {
  it('measures the load time in ms of a fresh (not cached) copy of the pixel', async () => {
    let clock = 1_000;
    const image = fakeImage();
    const measured = measurePixel('https://mirror-b.test/pixel.png', {
      now: () => clock,
      createImage: () => image,
    });
    expect(new URL(image.src).searchParams.get('t')).toMatch(/^\d+$/);
    expect(image.src.startsWith('https://mirror-b.test/pixel.png?t=')).toBe(true);
    clock += 142.4;
    image.load();
    await expect(measured).resolves.toBe(142);
  });

  it('gives null for a pixel that fails to load', async () => {
    const image = fakeImage();
    const measured = measurePixel('https://mirror-b.test/pixel.png', { createImage: () => image });
    image.fail();
    await expect(measured).resolves.toBeNull();
  });

  it('gives null after the timeout it is given, and after 7 s when it is given none', async () => {
    vi.useFakeTimers();
    const images = [fakeImage(), fakeImage()];
    const given = measurePixel('https://mirror-b.test/p.png', {
      timeout: 4_000,
      createImage: () => images[0]!,
    });
    const fallback = measurePixel('https://mirror-c.test/p.png', { createImage: () => images[1]! });
    const settled: string[] = [];
    void given.then(() => settled.push('given'));
    void fallback.then(() => settled.push('default'));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['given']);
    await expect(given).resolves.toBeNull();
    expect(images[0]!.src).toBe('');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(settled).toEqual(['given']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(fallback).resolves.toBeNull();
  });

  it('gives null for an address that is not one', async () => {
    await expect(measurePixel('http://[bad', { createImage: fakeImage })).resolves.toBeNull();
  });
});

describe('pixelProbes', () => {
  it('times every pixel at once with the timeout of its input and reports each by host', async () => {
    const calls: Array<[string, number | undefined]> = [];
    const answers: Record<string, number | null> = {
      'https://b.test/p.png': 80,
      'https://c.test/p.png': null,
    };
    const received: AnyEventObject[] = [];
    const input: PixelProbeInput = {
      targets: [
        { host: 'b.test', pixel: 'https://b.test/p.png' },
        { host: 'c.test', pixel: 'https://c.test/p.png' },
      ],
      timeout: 4_000,
    };
    const host = setup({
      actors: {
        probe: pixelProbes(async (url, { timeout }) => (calls.push([url, timeout]), answers[url] ?? null)),
      },
    }).createMachine({
      invoke: { src: 'probe', input },
      on: { 'pixel.measured': { actions: ({ event }) => received.push(event) } },
    });
    createActor(host).start();
    expect(calls).toEqual([
      ['https://b.test/p.png', 4_000],
      ['https://c.test/p.png', 4_000],
    ]);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      { type: 'pixel.measured', host: 'b.test', ms: 80 },
      { type: 'pixel.measured', host: 'c.test', ms: null },
    ]);
  });
});

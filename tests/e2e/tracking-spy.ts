import type { BrowserContext } from '@playwright/test';

/** A tracking call a page made: the event name and the status the API answered. */
export type TrackedCall = { name: string; status: number };

/**
 * Reports every tracking call (`PUT /api/v2/tracking/events`) the context's pages make, from inside the page: a
 * fetch body is not visible to the network log. The list fills as calls are answered.
 */
export async function spyOnTracking(context: BrowserContext): Promise<TrackedCall[]> {
  const tracked: TrackedCall[] = [];
  await context.exposeBinding('__reportTracking', (_source, name: string, status: number) =>
    tracked.push({ name, status }),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportTracking: (n: string, s: number) => void })
      .__reportTracking;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'PUT' || !request.url.endsWith('/api/v2/tracking/events'))
        return original(request);
      const { name } = (await request.clone().json()) as { name: string };
      const response = await original(request);
      report(name, response.status);
      return response;
    };
  });
  return tracked;
}

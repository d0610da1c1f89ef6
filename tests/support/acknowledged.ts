import type { ApiAnswer, ApiClient, ApiRequest } from './api-client';

/** How long a client keeps retrying one request before the run fails: a restart must not take longer. */
const GIVE_UP_MS = 60_000;
const FIRST_BACKOFF_MS = 25;
const MAX_BACKOFF_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the same request (same body, same idempotency key) until the server answers it: connection errors, 5xx
 * and 429 are retried with a growing pause, any other status is the acknowledgement. `onRetry` counts retries.
 */
export async function untilAcknowledged(
  client: ApiClient,
  request: ApiRequest,
  onRetry: () => void,
): Promise<ApiAnswer> {
  const deadline = Date.now() + GIVE_UP_MS;
  let pause = FIRST_BACKOFF_MS;
  for (;;) {
    let problem: string;
    try {
      const answer = await client.request(request);
      if (answer.status < 500 && answer.status !== 429) return answer;
      problem = `${answer.status} ${answer.text.slice(0, 200)}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${request.method ?? 'POST'} ${request.path} unanswered for ${GIVE_UP_MS} ms: ${problem}`,
      );
    }
    onRetry();
    await sleep(pause);
    pause = Math.min(pause * 2, MAX_BACKOFF_MS);
  }
}

/** One attempt whose answer may never come; undefined when the connection failed or the server erred. */
export async function once(client: ApiClient, request: ApiRequest): Promise<ApiAnswer | undefined> {
  try {
    const answer = await client.request(request);
    return answer.status < 500 ? answer : undefined;
  } catch {
    return undefined;
  }
}

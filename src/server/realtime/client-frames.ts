import type { RawData } from 'ws';
import { clientMessage, type ClientMessage } from '../../contract/realtime';

/** What the `error` frame says before the socket is closed with `badMessage` (codes: see `errorMessage`). */
export type FrameError = { code: string; message: string };

/** A client frame read and checked against the protocol, or why it was refused. */
export function readClientFrame(
  data: RawData,
  isBinary: boolean,
  maxBytes: number,
): { message: ClientMessage } | { error: FrameError } {
  if (isBinary) return { error: { code: 'bad_message', message: 'Frames are JSON text.' } };
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (bytes.length > maxBytes)
    return { error: { code: 'too_long', message: `A frame may hold at most ${maxBytes} bytes.` } };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { error: { code: 'bad_json', message: 'A frame must be JSON.' } };
  }
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { error: { code: 'bad_message', message: `${where}${issue?.message ?? 'not a client message'}` } };
  }
  return { message: parsed.data };
}

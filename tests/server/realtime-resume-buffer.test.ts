import { describe, expect, it } from 'vitest';
import { createResumeBuffer } from '../../src/server/realtime/resume-buffer';

const WINDOW_MS = 30_000;
const all = () => true;
const frames = (buffer: ReturnType<typeof createResumeBuffer>, userId: number) =>
  buffer.select([], userId, all).map((m) => m.frame);

describe('the resume buffer', () => {
  it('keeps of a key only the message with the highest id, and the others of the player as they came', () => {
    const buffer = createResumeBuffer(WINDOW_MS);
    buffer.add(7, 100, 'rub 1', 1_000, 'balance:RUB');
    buffer.add(7, 200, 'usd 1', 1_001, 'balance:USD');
    buffer.add(7, 300, 'other', 1_002);
    buffer.add(7, 400, 'rub 2', 1_003, 'balance:RUB');
    buffer.add(8, 500, 'rub of 8', 1_004, 'balance:RUB');
    expect(frames(buffer, 7)).toEqual(['usd 1', 'other', 'rub 2']);
    expect(frames(buffer, 8)).toEqual(['rub of 8']);
  });

  it('keeps the higher id when two processes’ messages arrive out of order, as the client would', () => {
    const buffer = createResumeBuffer(WINDOW_MS);
    buffer.add(7, 5_000, 'newer', 1_000, 'balance:RUB');
    buffer.add(7, 4_500, 'older, late', 1_001, 'balance:RUB');
    expect(frames(buffer, 7)).toEqual(['newer']);
  });

  it('forgets the newest of a key once the window passes it, and takes the next one whatever its id', () => {
    const buffer = createResumeBuffer(WINDOW_MS);
    buffer.add(7, 5_000, 'old', 1_000, 'balance:RUB');
    buffer.evict(1_000 + WINDOW_MS + 1);
    expect(frames(buffer, 7)).toEqual([]);
    buffer.add(7, 4_000, 'after the window', 1_000 + WINDOW_MS + 2, 'balance:RUB');
    expect(frames(buffer, 7)).toEqual(['after the window']);
  });
});

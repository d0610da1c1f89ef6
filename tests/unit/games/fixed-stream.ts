import { OutcomeStream } from '../../../src/contract/fair/stream';

/**
 * A stream whose 4-byte numbers are `values` in order (eight per 32-byte round), to pin the mapping from draws
 * to outcomes. The last round is padded with zeros; a round past the values throws.
 */
export function fixedStream(values: readonly number[]): OutcomeStream {
  return new OutcomeStream((round) => {
    const bytes = new Uint8Array(32);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < 8; i++) {
      const value = values[round * 8 + i];
      if (value === undefined) {
        if (i === 0) throw new RangeError(`the fixed stream has only ${values.length} numbers`);
        break;
      }
      view.setUint32(i * 4, value);
    }
    return bytes;
  });
}

import * as z from 'zod/mini';
import './zod-locale';
import { lineText } from './text';

/**
 * Characters a public name (the live feed, anywhere other players see it) never shows: HTML's angle brackets, the
 * bidirectional embeddings, overrides, isolates and marks that make a name read backwards or reorder the text
 * around it (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), and invisible characters that make two names
 * look the same (U+200B, U+2060). Joiners stay: emoji and some scripts need them.
 */
const FORBIDDEN = /[<>\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');
// eslint-disable-next-line no-control-regex
const CONTROL_ALL = /[\u0000-\u001f\u007f-\u009f]/g;

/** Longest public name, after normalising. */
export const PUBLIC_NAME_MAX = 64;

/** The error text of a refused name (SPEC §5 "key: text"). */
export const NAME_CHARACTERS_TEXT =
  'name_invalid_characters: The name cannot contain <, > or invisible characters that change how text reads';

/** NFC, white space collapsed to single spaces, trimmed: one way to write each name. */
export const normalizePublicName = (name: string): string =>
  name.normalize('NFC').replace(/\s+/g, ' ').trim();

/** A player's public name as sent: control characters refused, then normalised, then HTML and bidi refused. */
export const publicNameField = z.pipe(
  z.pipe(lineText().check(z.maxLength(PUBLIC_NAME_MAX * 4)), z.transform(normalizePublicName)),
  z.string().check(
    z.maxLength(PUBLIC_NAME_MAX, `too_long: The name must be at most ${PUBLIC_NAME_MAX} characters`),
    z.refine((name) => !FORBIDDEN.test(name), NAME_CHARACTERS_TEXT),
  ),
);

/** A stored name as others may see it: what the field refuses is dropped, so names kept from before show safely. */
export const displayPublicName = (name: string): string =>
  normalizePublicName(name.replace(CONTROL_ALL, '').replace(FORBIDDEN_ALL, ''));

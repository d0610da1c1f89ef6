import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract/constants';
import type { HouseGame } from '../../contract/games/rtp';
import { pocketColor } from '../../contract/games/roulette';
import { wheelDisplayTable, wheelOfFortuneParams } from '../../contract/games/wheel-of-fortune';
import { formatMultiplier, formatPoints } from '../games/kit/format';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

/**
 * An outcome in words: the dice roll, the coin side, keno's drawn numbers and hits, the roulette pocket, the
 * wheel segment with what it pays; anything else (a game not described yet) as its JSON.
 */
export function OutcomeWords({
  game,
  outcome,
  params,
}: {
  game: HouseGame;
  outcome: unknown;
  params: unknown;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const o = isFields(outcome) ? outcome : {};
  if (game === 'dice' && typeof o.roll === 'number') {
    const roll = formatPoints(o.roll, locale);
    return <Trans>The dice rolled {roll}.</Trans>;
  }
  if (game === 'coinflip' && (o.side === 'heads' || o.side === 'tails')) {
    return o.side === 'heads' ? <Trans>The coin landed heads.</Trans> : <Trans>The coin landed tails.</Trans>;
  }
  if (game === 'keno' && isNumbers(o.drawn) && isNumbers(o.hits)) {
    const drawn = o.drawn.join(', ');
    const hits = o.hits.length ? o.hits.join(', ') : '—';
    return (
      <Trans>
        Drawn in this order: {drawn}. Your numbers among them: {hits}.
      </Trans>
    );
  }
  if (game === 'roulette' && typeof o.pocket === 'number') {
    const pocket = o.pocket;
    const color = pocketColor(pocket);
    if (color === 'green') return <Trans>The ball landed on {pocket} (green).</Trans>;
    if (color === 'red') return <Trans>The ball landed on {pocket} (red).</Trans>;
    return <Trans>The ball landed on {pocket} (black).</Trans>;
  }
  if (game === 'wheelOfFortune' && typeof o.segment === 'number') {
    const wheel = wheelOfFortuneParams.safeParse(params);
    const segment = o.segment + 1;
    if (!wheel.success) return <Trans>The wheel stopped on segment {segment}.</Trans>;
    const segments = wheel.data.segments;
    const pays = formatMultiplier(wheelDisplayTable(wheel.data)[o.segment] ?? 0, locale);
    return (
      <Trans>
        The wheel stopped on segment {segment} of {segments}, which pays {pays}.
      </Trans>
    );
  }
  return <code className="font-mono text-xs break-all">{JSON.stringify(outcome)}</code>;
}

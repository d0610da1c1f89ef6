import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { REEL_WIN_POSITION, type CaseDisplay } from '../../../contract/games/cases';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { caseName } from './case-names';
import { RARITY_STYLES } from './rarity';

/** A tile of the reel (w-24) and the gap after it (gap-2), in pixels. */
const TILE_PX = 96;
const GAP_PX = 8;
/** How long the reel runs before it stops on the dropped item. */
const SPIN_MS = 5_000;

/** Whether the reel may move: the browser animates elements and the player has not asked for less motion. */
function canAnimate(): boolean {
  if (typeof Element === 'undefined' || typeof Element.prototype.animate !== 'function') return false;
  return !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export interface CaseReelProps {
  def: CaseDisplay;
  /** The item indexes on the reel (`caseReel`), the dropped one at `REEL_WIN_POSITION`. */
  reel: number[];
}

/**
 * The opening animation: the reel of items runs to the left and slows down until the dropped item stops under the
 * marker. It is decoration: the result is already known and announced, and Skip (or a wish for less motion) puts
 * the reel at its stop at once. Mount it again (a new `key`) for each opening.
 */
export function CaseReel({ def, reel }: CaseReelProps) {
  const { i18n } = useLingui();
  const strip = useRef<HTMLDivElement>(null);
  const spin = useRef<Animation | null>(null);
  const [landed, setLanded] = useState(() => !canAnimate());
  // the strip starts with its left edge on the marker; the stop puts the middle of the dropped item there
  const stop = `translateX(${-(REEL_WIN_POSITION * (TILE_PX + GAP_PX) + TILE_PX / 2)}px)`;
  useEffect(() => {
    if (landed || !strip.current) return;
    const animation = strip.current.animate([{ transform: 'translateX(0)' }, { transform: stop }], {
      duration: SPIN_MS,
      easing: 'cubic-bezier(0.08, 0.7, 0.18, 1)',
      fill: 'forwards',
    });
    animation.onfinish = () => setLanded(true);
    spin.current = animation;
    // once landed the strip's own style holds it at the stop
    return () => animation.cancel();
  }, [landed, stop]);
  return (
    <div className="flex flex-col items-center gap-3">
      <div aria-hidden className="relative h-32 w-full overflow-hidden rounded-2xl bg-night-950/70">
        <div
          ref={strip}
          className="absolute inset-y-0 left-1/2 flex items-center gap-2"
          style={landed ? { transform: stop } : undefined}
        >
          {reel.map((index, position) => {
            const item = def.items[index]!;
            const style = RARITY_STYLES[item.rarity];
            return (
              <div
                key={position}
                className={cx(
                  'flex h-24 w-24 shrink-0 flex-col items-center justify-center gap-1 rounded-xl border-b-4 bg-gradient-to-t to-night-800 p-2 text-center',
                  style.border,
                  style.glow,
                  landed && position === REEL_WIN_POSITION && 'ring-2 ring-gold-300',
                )}
              >
                <span className={cx('text-xs leading-tight font-bold', style.text)}>
                  {caseName(i18n, item)}
                </span>
              </div>
            );
          })}
        </div>
        <div className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-gold-400 shadow-[0_0_12px] shadow-gold-400" />
      </div>
      {!landed && (
        <Button variant="ghost" size="sm" onClick={() => spin.current?.finish()}>
          <Trans>Skip animation</Trans>
        </Button>
      )}
    </div>
  );
}

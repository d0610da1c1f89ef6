import { useLingui } from '@lingui/react/macro';
import { cx } from '../../../ui/cx';
import type { GameSound } from './use-game-sound';

/** The speaker button: turns the game sounds on and off. An SVG, not an emoji, which some phones have no glyph for. */
export function SoundToggle({ sound }: { sound: GameSound }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={sound.on}
      aria-label={t`Sound`}
      onClick={sound.toggle}
      className={cx(
        'grid size-9 place-items-center rounded-lg bg-night-700 hover:bg-night-600',
        sound.on ? 'text-gold-400' : 'text-slate-400',
      )}
    >
      <svg viewBox="0 0 20 20" className="size-5" aria-hidden>
        <path d="M3 8h3l4-3.5v11L6 12H3z" fill="currentColor" />
        {sound.on ? (
          <path
            d="M13 7.5a3.5 3.5 0 0 1 0 5M15 5a7 7 0 0 1 0 10"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            fill="none"
          />
        ) : (
          <path d="M13 8l4 4M17 8l-4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}

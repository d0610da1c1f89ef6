import { useLingui } from '@lingui/react/macro';
import { cx } from '../../../ui/cx';
import type { GameSound } from './use-game-sound';

/** The speaker button: turns the game sounds on and off. */
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
      <span aria-hidden>{sound.on ? '🔊' : '🔇'}</span>
    </button>
  );
}

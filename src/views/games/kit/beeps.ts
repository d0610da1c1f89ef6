/** One tone of a beep: its pitch (Hz), when it starts after the beep does and how long it sounds (seconds). */
type Tone = { frequency: number; at: number; duration: number };

/** The beeps, made in code: a rising two-note chime for a win, one low note for a loss. */
export const BEEPS: Readonly<Record<'win' | 'loss', readonly Tone[]>> = {
  win: [
    { frequency: 660, at: 0, duration: 0.09 },
    { frequency: 990, at: 0.1, duration: 0.16 },
  ],
  loss: [{ frequency: 196, at: 0, duration: 0.2 }],
};

const PEAK_GAIN = 0.15;

type AudioContextClass = typeof AudioContext;

let shared: AudioContext | null = null;

/** The page's one audio context, made on the first beep (after a click, as browsers ask); null without WebAudio. */
function audioContext(): AudioContext | null {
  const Class: AudioContextClass | undefined =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Class) return null;
  shared ??= new Class();
  if (shared.state === 'suspended') void shared.resume();
  return shared;
}

/** Plays one tone with a short attack and decay, so it does not click. */
function playTone(audio: AudioContext, tone: Tone) {
  const start = audio.currentTime + tone.at;
  const end = start + tone.duration;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(tone.frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(end + 0.02);
}

/** Plays the win or loss beep; silent where the browser has no WebAudio. */
export function playBeep(kind: 'win' | 'loss') {
  const audio = audioContext();
  if (!audio) return;
  for (const tone of BEEPS[kind]) playTone(audio, tone);
}

import type { StakeAdjustment } from '../../../app';
import type { Currency } from '../../../contract/constants';
import { fractionDigits, toMinor } from '../../../contract/money';

/** The autobet fields as typed. */
export interface AutobetForm {
  bets: string;
  stopOnProfit: string;
  stopOnLoss: string;
  onWin: StakeAdjustment['kind'];
  onWinPercent: string;
  onLoss: StakeAdjustment['kind'];
  onLossPercent: string;
}

export const EMPTY_AUTOBET_FORM: AutobetForm = {
  bets: '',
  stopOnProfit: '',
  stopOnLoss: '',
  onWin: 'reset',
  onWinPercent: '',
  onLoss: 'reset',
  onLossPercent: '',
};

/** The most bets one run may be asked for; an empty count runs until something stops it. */
export const MAX_AUTOBET_BETS = 100_000;
/** The largest stake increase after a bet, in percent. */
export const MAX_INCREASE_PERCENT = 1_000;

/** Why a field cannot be used. */
export type AutobetFieldProblem =
  { kind: 'bets' } | { kind: 'amount' } | { kind: 'precision'; digits: number } | { kind: 'percent' };

/** The fields a run is set up with, read: counts and amounts, or what is wrong with each. */
export type AutobetFormCheck =
  | {
      ok: true;
      value: {
        bets: number | null;
        stopOnProfit: number | null;
        stopOnLoss: number | null;
        onWin: StakeAdjustment;
        onLoss: StakeAdjustment;
      };
    }
  | { ok: false; problems: Partial<Record<keyof AutobetForm, AutobetFieldProblem>> };

const WHOLE = /^\d{1,7}$/;
const DECIMAL = /^\d{1,15}(?:\.\d+)?$/;
const PERCENT = /^\d{1,4}(?:\.\d{1,2})?$/;

/** A field read: its value, or why it cannot be used. */
type Read<T> = { ok: true; value: T } | { ok: false; problem: AutobetFieldProblem };
const value = <T>(v: T): Read<T> => ({ ok: true, value: v });
const problem = (p: AutobetFieldProblem): Read<never> => ({ ok: false, problem: p });

const normalized = (text: string) => text.trim().replace(',', '.');

function readBets(text: string): Read<number | null> {
  const typed = text.trim();
  if (typed === '') return value(null);
  if (!WHOLE.test(typed) || Number(typed) > MAX_AUTOBET_BETS) return problem({ kind: 'bets' });
  return value(Number(typed) === 0 ? null : Number(typed));
}

function readAmount(text: string, currency: Currency): Read<number | null> {
  const typed = normalized(text);
  if (typed === '') return value(null);
  if (!DECIMAL.test(typed)) return problem({ kind: 'amount' });
  const amount = Number(typed);
  if (toMinor(amount, currency) === null)
    return problem({ kind: 'precision', digits: fractionDigits(currency) });
  return value(amount === 0 ? null : amount);
}

function readAdjustment(kind: StakeAdjustment['kind'], text: string): Read<StakeAdjustment> {
  if (kind === 'reset') return value({ kind: 'reset' });
  const typed = normalized(text);
  if (!PERCENT.test(typed) || Number(typed) > MAX_INCREASE_PERCENT) return problem({ kind: 'percent' });
  return value({ kind: 'increase', percent: Number(typed) });
}

/** Reads the autobet fields: a count (empty or 0: no count), stop amounts (empty or 0: none) and adjustments. */
export function checkAutobetForm(form: AutobetForm, currency: Currency): AutobetFormCheck {
  const bets = readBets(form.bets);
  const stopOnProfit = readAmount(form.stopOnProfit, currency);
  const stopOnLoss = readAmount(form.stopOnLoss, currency);
  const onWin = readAdjustment(form.onWin, form.onWinPercent);
  const onLoss = readAdjustment(form.onLoss, form.onLossPercent);
  if (bets.ok && stopOnProfit.ok && stopOnLoss.ok && onWin.ok && onLoss.ok) {
    return {
      ok: true,
      value: {
        bets: bets.value,
        stopOnProfit: stopOnProfit.value,
        stopOnLoss: stopOnLoss.value,
        onWin: onWin.value,
        onLoss: onLoss.value,
      },
    };
  }
  const fields: Array<[keyof AutobetForm, Read<unknown>]> = [
    ['bets', bets],
    ['stopOnProfit', stopOnProfit],
    ['stopOnLoss', stopOnLoss],
    ['onWinPercent', onWin],
    ['onLossPercent', onLoss],
  ];
  const problems: Partial<Record<keyof AutobetForm, AutobetFieldProblem>> = {};
  for (const [field, read] of fields) if (!read.ok) problems[field] = read.problem;
  return { ok: false, problems };
}

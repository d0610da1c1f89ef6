import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VipLevelKey, VipRequestType } from '../../contract/vip';

/** Names of the VIP levels the server sends as keys. */
export const VIP_LEVEL_NAMES: Record<VipLevelKey, MessageDescriptor> = {
  bronze: msg`Bronze`,
  silver: msg`Silver`,
  gold: msg`Gold`,
  platinum: msg`Platinum`,
  diamond: msg`Diamond`,
  legend: msg`Legend`,
};

/** What each request to the VIP managers says while it waits. */
export const VIP_REQUEST_WAITING: Record<VipRequestType, MessageDescriptor> = {
  join: msg`Your request to join the VIP club is waiting for a manager.`,
  callback: msg`A VIP manager will call you back.`,
};

/** Basis points as a percent in the interface language: 10 → `0.1%`. */
export function formatBps(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** Public surface of the composition root for main.tsx, routes and views. */
export {
  createAppActor,
  prepareAppActorInSteps,
  type AppDeps,
  type AppRuntime,
  type Analytics,
} from './create-app-actor';
export { browserAppDeps, localeFromPath } from './browser-deps';
export {
  AppProvider,
  useAppActor,
  useAppSelector,
  useSessionEvents,
  useModalEvents,
  useAppEvents,
  usePayInEvents,
} from './provider';
export { useForm, type FormFlow, type FormName } from './forms';
export { useBonusServices, type BonusServices } from './bonus-services';
export { useGameServices, type GameServices } from './game-services';
export { useSeedRotation, type SeedRotationFlow } from './seed-rotation';
export { useBetVerification, VERIFIABLE_GAMES, type BetVerificationFlow } from './bet-verification';
export type {
  VerificationChecks,
  VerificationForm,
  VerificationProblem,
} from '../../machines/bet-verification/bet-verification.types';
export { useLiveFeed, type LiveFeedFlow } from './live-feed';
export { useBetRound, type BetRoundFlow } from './bet-round';
export { useSteppedRound, type SteppedRoundFlow, type RoundMoves, type RoundGame } from './stepped-round';
export { useAutobet, type AutobetFlow } from './autobet';
export type {
  AutobetSettings,
  AutobetStopReason,
  StakeAdjustment,
} from '../../machines/autobet/autobet.types';
export { usePromoEntry, type PromoEntryFlow } from './promo-entry';
export { useBonusActivation, type BonusActivationFlow } from './bonus-activation';
export { useCountdown } from './countdown';
export { useVipJoin } from './vip-join';
export { useGuestBonusOffer } from './guest-bonus-offer';
export {
  appIntents,
  modalIntents,
  payInIntents,
  sessionIntents,
  type SessionIntents,
  type ModalIntents,
  type PayInIntents,
  type AppIntents,
} from './intents';
export { cookieTokenStore, type TokenStore } from './token-storage';
export { isBotAgent } from '../contract/bots';
export * from '../../machines/app/app.select';
export { waitForAppState, subscribeAppState, type AppActorRef } from '../../machines/app/app.subscribe';
export { MODAL_QUERY_KEYS, modalFromQuery } from '../../machines/modals/modals.query';
export { splitErrorText } from '../contract/errors';

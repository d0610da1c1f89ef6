import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { listenToRealtimeBets, type RealtimePort } from '../../machines/live-feed/live-feed.bridge';
import { liveFeedMachine } from '../../machines/live-feed/live-feed.machine';
import {
  selectFeedBets,
  selectFeedFailure,
  selectIsFeedStarting,
} from '../../machines/live-feed/live-feed.select';
import type { VisibilityEvent } from '../../machines/live-feed/live-feed.types';
import type { GamesApi } from '../api/games';
import type { ApiFailure } from '../contract/failure';
import type { FeedBet } from '../contract/games/bets';
import type { HouseGame } from '../contract/games/rtp';
import { useGameServices } from './game-services';
import { useAppActor } from './provider';

/** The system id the app machine runs the realtime connection under (DESIGN.md §4). */
const REALTIME = 'realtime';

/** Reports the document hidden or shown (at once when it starts hidden); a no-op where there is no document. */
const watchDocumentVisibility = fromCallback<VisibilityEvent, void>(({ sendBack }) => {
  if (typeof document === 'undefined') return undefined;
  const report = () => sendBack({ type: document.hidden ? 'feed.hidden' : 'feed.visible' });
  if (document.hidden) report();
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
});

/** The `liveFeed` machine with the feed call, the document's visibility and the app's realtime actor. */
export function provideLiveFeed(games: Pick<GamesApi, 'feed'>, realtime: RealtimePort | undefined) {
  return liveFeedMachine.provide({
    actors: {
      loadFeed: fromPromise(({ input }) => games.feed(input.game ?? undefined)),
      watchVisibility: watchDocumentVisibility,
      listenToBets: listenToRealtimeBets(realtime),
    },
  });
}

/** What a view gets for the live feed: the recent bets and whether reading them works. */
export interface LiveFeedFlow {
  bets: FeedBet[];
  failure: ApiFailure | null;
  /** The first read is on its way. */
  starting: boolean;
}

/** Runs the live feed of `game` (null: all games) while the view is mounted, on the app's realtime connection. */
export function useLiveFeed(game: HouseGame | null): LiveFeedFlow {
  const { games } = useGameServices();
  const app = useAppActor();
  const [machine] = useState(() =>
    provideLiveFeed(games, app.system.get(REALTIME) as RealtimePort | undefined),
  );
  const ref = useActorRef(machine, { input: { game } });
  const bets = useSelector(ref, selectFeedBets);
  const failure = useSelector(ref, selectFeedFailure);
  const starting = useSelector(ref, selectIsFeedStarting);
  return { bets, failure, starting };
}

import { createFileRoute } from '@tanstack/react-router';
import { WelcomePack } from '../../../views/bonuses/welcome-pack';

export const Route = createFileRoute('/{-$lang}/_default/welcome-pack')({
  component: WelcomePack,
});

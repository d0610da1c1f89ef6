import { createFileRoute } from '@tanstack/react-router';
import { BonusesPage } from '../../../views/bonuses/bonuses-page';

export const Route = createFileRoute('/{-$lang}/_default/bonuses')({
  component: BonusesPage,
});

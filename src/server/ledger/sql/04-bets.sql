-- Installed by src/server/db/routines.ts whenever this file changes (CREATE OR REPLACE); only the ledger calls it.

-- A bet whose outcome the server drew. Unless the player used the bet id already, posts the stake (main → house,
-- kind bet, key bet:<p_key>) and any win (house → main, kind win, key win:<p_key>), both with reference
-- bet:<p_key>, records the bet (settled at p_at, or an open round) and its stake in the turnover. Answers
-- `existing` with the first bet's id, or `round_open` when the bet would open a second round of its game (neither
-- writes anything); else `placed` with the bet's id, the player's main balance after it, and whether they have an
-- active bonus in the currency, whose wagering the caller moves in the same transaction. A short balance fails
-- ledger_accounts_balance_check and the statement writes nothing.
CREATE OR REPLACE FUNCTION ledger_record_bet(
  p_user_id bigint, p_game text, p_client_bet_id text, p_request_hash text, p_currency text, p_stake bigint,
  p_payout bigint, p_multiplier text, p_params jsonb, p_outcome jsonb, p_state jsonb, p_status text,
  p_seed_id bigint, p_nonce integer, p_at timestamptz, p_house bigint, p_main bigint, p_key text
) RETURNS TABLE (result text, bet_id bigint, main_balance bigint, bonus_active boolean) LANGUAGE plpgsql AS $$
DECLARE
  v_bet bigint;
  v_legs record;
BEGIN
  SELECT b.id INTO v_bet FROM bets b WHERE b.user_id = p_user_id AND b.client_bet_id = p_client_bet_id;
  IF FOUND THEN
    RETURN QUERY SELECT 'existing'::text, v_bet, NULL::bigint, NULL::boolean;
    RETURN;
  END IF;
  IF p_status = 'open' AND EXISTS (
    SELECT 1 FROM bets b WHERE b.user_id = p_user_id AND b.game = p_game AND b.status = 'open'
  ) THEN
    RETURN QUERY SELECT 'round_open'::text, NULL::bigint, NULL::bigint, NULL::boolean;
    RETURN;
  END IF;
  v_legs := ledger_house_legs(p_house, p_main, -p_stake);
  PERFORM ledger_post('bet:' || p_key, 'bet', p_currency, p_user_id, 'bet:' || p_key, NULL, v_legs.accounts, v_legs.amounts);
  IF p_payout > 0 THEN
    v_legs := ledger_house_legs(p_house, p_main, p_payout);
    PERFORM ledger_post('win:' || p_key, 'win', p_currency, p_user_id, 'bet:' || p_key, NULL, v_legs.accounts, v_legs.amounts);
  END IF;
  INSERT INTO bets (user_id, game, client_bet_id, request_hash, currency, stake, payout, multiplier, params, outcome,
    state, status, seed_id, nonce, created_at, settled_at)
  VALUES (p_user_id, p_game, p_client_bet_id, p_request_hash, p_currency, p_stake, p_payout, p_multiplier, p_params,
    p_outcome, p_state, p_status, p_seed_id, p_nonce, p_at, CASE WHEN p_status = 'settled' THEN p_at END)
  RETURNING id INTO v_bet;
  INSERT INTO wagers (user_id, currency, amount, source, reference) VALUES (p_user_id, p_currency, p_stake, 'game', 'bet:' || v_bet);
  RETURN QUERY SELECT 'placed'::text, v_bet, (SELECT a.balance FROM ledger_accounts a WHERE a.id = p_main),
    EXISTS (SELECT 1 FROM player_bonuses pb WHERE pb.user_id = p_user_id AND pb.currency = p_currency
      AND pb.status = 'active' AND pb.expires_at > p_at);
END $$;

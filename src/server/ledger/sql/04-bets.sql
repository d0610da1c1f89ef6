-- Installed by src/server/db/routines.ts whenever this file changes (CREATE OR REPLACE); only the ledger calls it.

DROP FUNCTION IF EXISTS ledger_record_bet(bigint, text, text, text, text, bigint, bigint, text, jsonb, jsonb, jsonb,
  text, bigint, integer, timestamptz, bigint, bigint, text);

-- A whole bet in one statement, so the common case is one round trip without begin/commit. The server drew the
-- outcome from the pair and nonce it holds; this checks they are still the player's, and:
--   * `session_ended`: the session (refresh family `p_sid`) was revoked, or the account is gone;
--   * `player_changed`: the player's currency is not `p_currency` any more (the caller reads the player again);
--   * `seed_stale`: the pair is not active or its next nonce is not `p_nonce`; `seed` is the active pair, if any;
--   * `existing`: the player used the bet id before (`bet_id` is that bet);
--   * `round_open`: the bet would open a second round of its game;
--   * `placed`: one ledger transaction (kind bet, key bet:<p_key>) with the stake legs (main → house) and, for a
--     settled bet that won, the win legs (house → main); the bet row, its stake in the turnover, and the balances
--     after it.
-- Only `placed` leaves anything written (the nonce is handed back otherwise). A short main balance raises
-- ledger_accounts_balance_check and the statement writes nothing. An active bonus in the currency raises LG428
-- unless the caller runs this in a transaction that moves the bonus's wagering (`p_bonus_wagered`).
CREATE OR REPLACE FUNCTION ledger_place_bet(
  p_sid text, p_user_id bigint, p_currency text, p_game text, p_client_bet_id text, p_request_hash text,
  p_stake bigint, p_payout bigint, p_multiplier text, p_params jsonb, p_outcome jsonb, p_state jsonb, p_status text,
  p_seed_id bigint, p_nonce integer, p_at timestamptz, p_house bigint, p_main bigint, p_bonus bigint, p_key text,
  p_bonus_wagered boolean
) RETURNS TABLE (
  result text, bet_id bigint, main_balance bigint, bonus_balance bigint, bonus_active boolean, player_name text,
  statistics_hidden boolean, avatar_hidden boolean, seed json
) LANGUAGE plpgsql AS $$
DECLARE
  v_currency text;
  v_bet bigint;
  v_tx bigint;
  v_main bigint;
  v_bonus_active boolean;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = p_sid AND r.revoked_at IS NULL) THEN
    RETURN QUERY SELECT 'session_ended', NULL::bigint, NULL::bigint, NULL::bigint, NULL::boolean, NULL::text,
      NULL::boolean, NULL::boolean, NULL::json;
    RETURN;
  END IF;
  SELECT u.currency, u.name, u.is_statistics_hidden, u.is_avatar_hidden
    INTO v_currency, player_name, statistics_hidden, avatar_hidden
    FROM users u WHERE u.id = p_user_id;
  IF NOT FOUND OR v_currency <> p_currency THEN
    RETURN QUERY SELECT CASE WHEN v_currency IS NULL THEN 'session_ended' ELSE 'player_changed' END, NULL::bigint,
      NULL::bigint, NULL::bigint, NULL::boolean, NULL::text, NULL::boolean, NULL::boolean, NULL::json;
    RETURN;
  END IF;

  -- takes the nonce and locks the pair: a player's bets run one at a time, and a replay waits for its first
  UPDATE fair_seeds s SET nonce = s.nonce + 1
    WHERE s.id = p_seed_id AND s.user_id = p_user_id AND s.status = 'active' AND s.nonce = p_nonce;
  IF NOT FOUND THEN
    SELECT b.id INTO v_bet FROM bets b WHERE b.user_id = p_user_id AND b.client_bet_id = p_client_bet_id;
    RETURN QUERY SELECT CASE WHEN v_bet IS NULL THEN 'seed_stale' ELSE 'existing' END, v_bet, NULL::bigint,
      NULL::bigint, NULL::boolean, NULL::text, NULL::boolean, NULL::boolean,
      (SELECT row_to_json(s) FROM fair_seeds s WHERE s.user_id = p_user_id AND s.status = 'active');
    RETURN;
  END IF;
  IF p_status = 'open' AND EXISTS (
    SELECT 1 FROM bets b WHERE b.user_id = p_user_id AND b.game = p_game AND b.status = 'open'
  ) THEN
    SELECT b.id INTO v_bet FROM bets b WHERE b.user_id = p_user_id AND b.client_bet_id = p_client_bet_id;
    UPDATE fair_seeds s SET nonce = s.nonce - 1 WHERE s.id = p_seed_id;
    RETURN QUERY SELECT CASE WHEN v_bet IS NULL THEN 'round_open' ELSE 'existing' END, v_bet, NULL::bigint,
      NULL::bigint, NULL::boolean, NULL::text, NULL::boolean, NULL::boolean, NULL::json;
    RETURN;
  END IF;

  -- a bet id seen before is found by the insert's own probe of bets_client_key, not by a read before it
  INSERT INTO bets (user_id, game, client_bet_id, request_hash, currency, stake, payout, multiplier, params, outcome,
    state, status, seed_id, nonce, created_at, settled_at)
  VALUES (p_user_id, p_game, p_client_bet_id, p_request_hash, p_currency, p_stake, p_payout, p_multiplier, p_params,
    p_outcome, p_state, p_status, p_seed_id, p_nonce, p_at, CASE WHEN p_status = 'settled' THEN p_at END)
  ON CONFLICT (user_id, client_bet_id) DO NOTHING
  RETURNING id INTO v_bet;
  IF v_bet IS NULL THEN
    SELECT b.id INTO v_bet FROM bets b WHERE b.user_id = p_user_id AND b.client_bet_id = p_client_bet_id;
    UPDATE fair_seeds s SET nonce = s.nonce - 1 WHERE s.id = p_seed_id;
    RETURN QUERY SELECT 'existing'::text, v_bet, NULL::bigint, NULL::bigint, NULL::boolean, NULL::text,
      NULL::boolean, NULL::boolean, NULL::json;
    RETURN;
  END IF;
  v_bonus_active := EXISTS (SELECT 1 FROM player_bonuses pb WHERE pb.user_id = p_user_id
    AND pb.currency = p_currency AND pb.status = 'active' AND pb.expires_at > p_at);
  IF v_bonus_active AND NOT p_bonus_wagered THEN
    RAISE EXCEPTION 'player % wagers an active bonus: place the bet in a transaction', p_user_id
      USING ERRCODE = 'LG428';
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance - p_stake + coalesce(p_payout, 0)
    WHERE a.id = p_main AND a.user_id = p_user_id AND a.balance >= p_stake
    RETURNING a.balance INTO v_main;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'bet % is more than the balance', p_key
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_balance_check';
  END IF;
  -- the request hash of the bet: the bet row's unique id refuses a different request before the ledger sees it
  INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency, user_id, reference)
    VALUES ('bet:' || p_key, p_request_hash, 'bet', p_currency, p_user_id, 'bet:' || p_key)
    RETURNING id INTO v_tx;
  IF coalesce(p_payout, 0) > 0 THEN
    INSERT INTO ledger_entries (transaction_id, leg, account_id, currency, amount) VALUES
      (v_tx, 1, p_main, p_currency, -p_stake), (v_tx, 2, p_house, p_currency, p_stake),
      (v_tx, 3, p_house, p_currency, -p_payout), (v_tx, 4, p_main, p_currency, p_payout);
  ELSE
    INSERT INTO ledger_entries (transaction_id, leg, account_id, currency, amount) VALUES
      (v_tx, 1, p_main, p_currency, -p_stake), (v_tx, 2, p_house, p_currency, p_stake);
  END IF;
  INSERT INTO wagers (user_id, currency, amount, source, reference)
    VALUES (p_user_id, p_currency, p_stake, 'game', 'bet:' || v_bet);
  RETURN QUERY SELECT 'placed'::text, v_bet, v_main,
    (SELECT a.balance FROM ledger_accounts a WHERE a.id = p_bonus), v_bonus_active, player_name, statistics_hidden,
    avatar_hidden, NULL::json;
END $$;

-- Several bets in one statement and one commit (group commit): each element of `p_bets` is the arguments of
-- ledger_place_bet by name, placed in the order of its user id (so two batches lock players in one order and never
-- wait on each other in a cycle) in a subtransaction of its own: a refused bet (`insufficient_funds`,
-- `bonus_wagering`, or `error` with its SQLSTATE and message) writes nothing and fails no other. `idx` is the
-- element's position in `p_bets`, from 1.
CREATE OR REPLACE FUNCTION ledger_place_bets(p_bets jsonb) RETURNS TABLE (
  idx integer, result text, bet_id bigint, main_balance bigint, bonus_balance bigint, bonus_active boolean,
  player_name text, statistics_hidden boolean, avatar_hidden boolean, seed json, error_code text, error_message text
) LANGUAGE plpgsql AS $$
DECLARE
  v record;
  v_state text;
  v_constraint text;
  v_message text;
BEGIN
  FOR v IN SELECT b.value AS bet, b.ordinality::integer AS i
    FROM jsonb_array_elements(p_bets) WITH ORDINALITY b ORDER BY (b.value->>'user_id')::bigint, b.ordinality
  LOOP
    BEGIN
      RETURN QUERY SELECT v.i, r.*, NULL::text, NULL::text FROM ledger_place_bet(
        v.bet->>'sid', (v.bet->>'user_id')::bigint, v.bet->>'currency', v.bet->>'game', v.bet->>'client_bet_id',
        v.bet->>'request_hash', (v.bet->>'stake')::bigint, (v.bet->>'payout')::bigint, v.bet->>'multiplier',
        nullif(v.bet->'params', 'null'), nullif(v.bet->'outcome', 'null'), nullif(v.bet->'state', 'null'),
        v.bet->>'status', (v.bet->>'seed_id')::bigint,
        (v.bet->>'nonce')::integer, (v.bet->>'at')::timestamptz, (v.bet->>'house')::bigint,
        (v.bet->>'main')::bigint, (v.bet->>'bonus')::bigint, v.bet->>'key', false) r;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_constraint = CONSTRAINT_NAME, v_message = MESSAGE_TEXT;
      RETURN QUERY SELECT v.i, CASE
          WHEN v_constraint = 'ledger_accounts_balance_check' THEN 'insufficient_funds'
          WHEN v_state = 'LG428' THEN 'bonus_wagering'
          ELSE 'error' END,
        NULL::bigint, NULL::bigint, NULL::bigint, NULL::boolean, NULL::text, NULL::boolean, NULL::boolean, NULL::json,
        v_state, v_message;
    END;
  END LOOP;
END $$;

-- Installed by src/server/db/routines.ts whenever this file changes (CREATE OR REPLACE); only the ledger calls it.

-- it answered the payout and `created` alone, and took no session, before
DROP FUNCTION IF EXISTS ledger_request_payout(bigint, text, text, text, text, bigint, text, bigint, bigint);
-- it did not check the player, before
DROP FUNCTION IF EXISTS ledger_request_payout(bigint, text, text, text, text, bigint, text, bigint, bigint, text);

-- A payout request: inserts the payout unless the player used the key already, and reserves its amount (main →
-- reserved) under the ledger key payout:<id>:reserve. The payout's id is taken from its sequence first, so its row
-- is written once, with its reserve's transaction (an update after the insert wrote a second version of the row and
-- of its four index entries). A request that finds its key free but loses it to a concurrent one before its insert
-- fails with serialization_failure (40001) and writes nothing; the ledger runs it again, and it finds that payout.
-- Answers `done` with the payout row as JSON, whether this call created it, and then the player's main and bonus
-- balances after it (for the balance push, which then reads nothing); an earlier payout with the key comes back
-- untouched for the caller to compare. With a session (`p_sid`, the refresh family of the access token) the statement
-- first checks it is live (`session_ended` otherwise), so the request needs no round trip of its own for that; nothing
-- is written then. The server checked the request against the player as it last read them: their currency `p_currency`
-- and their country `p_country` (which decides the methods); when either changed since, the answer is `player_changed`
-- and nothing is written.
CREATE OR REPLACE FUNCTION ledger_request_payout(
  p_user_id bigint, p_key text, p_request_hash text, p_method text, p_currency text, p_amount bigint,
  p_destination text, p_main bigint, p_reserved bigint, p_sid text, p_country text
) RETURNS TABLE (result text, payout json, created boolean, main_balance bigint, bonus_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_row payouts;
  v_id bigint;
  v_tx bigint;
  v_updated integer;
BEGIN
  IF p_sid IS NOT NULL THEN
    IF NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = p_sid AND r.revoked_at IS NULL) THEN
      RETURN QUERY SELECT 'session_ended'::text, NULL::json, false, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p_user_id AND u.currency = p_currency
        AND u.country_code IS NOT DISTINCT FROM p_country) THEN
      RETURN QUERY SELECT 'player_changed'::text, NULL::json, false, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END IF;
  SELECT * INTO v_row FROM payouts p WHERE p.user_id = p_user_id AND p.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT 'done'::text, row_to_json(v_row), false, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  v_id := nextval('payouts_id_seq');
  -- the reserve's ledger write, lean: the key is the new payout's own, so the request hash is the payout's and no
  -- hash is taken here; a short main balance fails ledger_accounts_balance_check and the statement writes nothing
  INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency, user_id, reference)
    VALUES ('payout:' || v_id || ':reserve', p_request_hash, 'payout_reserve', p_currency, p_user_id,
      'payout:' || v_id)
    RETURNING id INTO v_tx;
  -- before the balances: a request racing one with its key waits here for that one's end, and is then retried as a
  -- replay, never refused for the money the first reserved
  INSERT INTO payouts (id, user_id, idempotency_key, request_hash, method, currency, amount, destination,
    reserve_transaction_id)
  OVERRIDING SYSTEM VALUE
  VALUES (v_id, p_user_id, p_key, p_request_hash, p_method, p_currency, p_amount, p_destination, v_tx)
  ON CONFLICT (user_id, idempotency_key) DO NOTHING
  RETURNING * INTO v_row;
  IF v_row.id IS NULL THEN
    RAISE EXCEPTION 'payout key % of player % was taken by a concurrent request', p_key, p_user_id
      USING ERRCODE = 'serialization_failure';
  END IF;
  INSERT INTO ledger_entries (transaction_id, leg, account_id, currency, amount) VALUES
    (v_tx, CASE WHEN p_main < p_reserved THEN 1 ELSE 2 END, p_main, p_currency, -p_amount),
    (v_tx, CASE WHEN p_main < p_reserved THEN 2 ELSE 1 END, p_reserved, p_currency, p_amount);
  -- balances in account order, as ledger_post updates them, so two movements never wait on each other in a cycle
  IF p_main < p_reserved THEN
    UPDATE ledger_accounts a SET balance = a.balance - p_amount WHERE a.id = p_main AND a.user_id = p_user_id;
    GET DIAGNOSTICS v_updated = ROW_COUNT;
    UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_reserved AND a.user_id = p_user_id;
  ELSE
    UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_reserved AND a.user_id = p_user_id;
    GET DIAGNOSTICS v_updated = ROW_COUNT;
    UPDATE ledger_accounts a SET balance = a.balance - p_amount WHERE a.id = p_main AND a.user_id = p_user_id;
  END IF;
  IF v_updated <> 1 OR NOT FOUND THEN
    RAISE EXCEPTION 'accounts % and % are not player accounts of %', p_main, p_reserved, p_user_id;
  END IF;
  RETURN QUERY SELECT 'done'::text, row_to_json(v_row), true, max(a.balance) FILTER (WHERE a.kind = 'main'),
    max(a.balance) FILTER (WHERE a.kind = 'bonus')
    FROM ledger_accounts a WHERE a.user_id = p_user_id AND a.currency = p_currency AND a.kind IN ('main', 'bonus');
END $$;

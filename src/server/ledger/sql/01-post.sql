-- Installed by src/server/db/routines.ts whenever this file changes (CREATE OR REPLACE); only the ledger calls it.

-- The text a ledger transaction's request hash is taken over: the same JSON the ledger wrote before this
-- migration (kind, currency, user, legs "account:amount" by account id, reference, reason), so keys recorded
-- earlier still replay.
CREATE OR REPLACE FUNCTION ledger_request_hash(
  p_kind text, p_currency text, p_user_id bigint, p_reference text, p_reason text,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    '[' || to_json(p_kind)::text || ',' || to_json(p_currency)::text || ',' || coalesce(p_user_id::text, 'null')
    || ',[' || (SELECT string_agg(to_json(a || ':' || m)::text, ',' ORDER BY a) FROM unnest(p_accounts, p_amounts) u(a, m))
    || '],' || coalesce(to_json(p_reference)::text, 'null') || ',' || coalesce(to_json(p_reason)::text, 'null') || ']',
    'UTF8')), 'hex')
$$;

-- Records one balanced movement: the transaction row (unless its key exists), its entries and the cached balances
-- of the player accounts in it, updated in account order so two movements never wait on each other in a cycle. A
-- balance that would go below zero fails ledger_accounts_balance_check and the statement writes nothing. A replayed
-- key answers the first transaction; the same key with another request raises SQLSTATE LG409.
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text, p_kind text, p_currency text, p_user_id bigint, p_reference text, p_reason text,
  p_accounts bigint[], p_amounts bigint[],
  OUT tx_id bigint, OUT replayed boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_hash text := ledger_request_hash(p_kind, p_currency, p_user_id, p_reference, p_reason, p_accounts, p_amounts);
  v_first_hash text;
BEGIN
  IF cardinality(p_accounts) < 2 OR cardinality(p_accounts) <> cardinality(p_amounts)
     OR (SELECT sum(m) FROM unnest(p_amounts) m) <> 0 OR 0 = ANY (p_amounts) THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced', p_key;
  END IF;
  INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency, user_id, reference, reason)
  VALUES (p_key, v_hash, p_kind, p_currency, p_user_id, p_reference, p_reason)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO tx_id;
  IF tx_id IS NULL THEN
    SELECT t.id, t.request_hash INTO tx_id, v_first_hash FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    IF v_first_hash IS DISTINCT FROM v_hash THEN
      RAISE EXCEPTION 'ledger key % was used for another request', p_key USING ERRCODE = 'LG409';
    END IF;
    replayed := true;
    RETURN;
  END IF;
  replayed := false;
  INSERT INTO ledger_entries (transaction_id, leg, account_id, currency, amount)
  SELECT tx_id, u.leg, u.a, p_currency, u.m FROM unnest(p_accounts, p_amounts) WITH ORDINALITY u(a, m, leg);
  FOR i IN 1 .. cardinality(p_accounts) LOOP
    UPDATE ledger_accounts SET balance = balance + p_amounts[i] WHERE id = p_accounts[i] AND user_id IS NOT NULL;
  END LOOP;
END $$;

-- The two legs of a movement between the house and a player account, by account id as ledger_post expects them:
-- `p_to_player` is what the player account gains (negative when it pays the house).
CREATE OR REPLACE FUNCTION ledger_house_legs(p_house bigint, p_player bigint, p_to_player bigint, OUT accounts bigint[], OUT amounts bigint[])
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_house < p_player THEN ARRAY[p_house, p_player] ELSE ARRAY[p_player, p_house] END,
         CASE WHEN p_house < p_player THEN ARRAY[-p_to_player, p_to_player] ELSE ARRAY[p_to_player, -p_to_player] END
$$;

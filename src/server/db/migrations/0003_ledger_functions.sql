-- One round trip per money transaction (DESIGN.md §3): a movement and the rows that change with it are one
-- function call, so a deposit or a payout request costs the server one statement instead of a transaction of six
-- to eight, and PostgreSQL plans each inner statement once per connection instead of once per call.

-- The text a ledger transaction's request hash is taken over: the same JSON the ledger wrote before this
-- migration (kind, currency, user, legs "account:amount" by account id, reference, reason), so keys recorded
-- earlier still replay.
CREATE FUNCTION ledger_request_hash(
  p_kind text, p_currency text, p_user_id bigint, p_reference text, p_reason text,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    '[' || to_json(p_kind)::text || ',' || to_json(p_currency)::text || ',' || coalesce(p_user_id::text, 'null')
    || ',[' || (SELECT string_agg(to_json(a || ':' || m)::text, ',' ORDER BY a) FROM unnest(p_accounts, p_amounts) u(a, m))
    || '],' || coalesce(to_json(p_reference)::text, 'null') || ',' || coalesce(to_json(p_reason)::text, 'null') || ']',
    'UTF8')), 'hex')
$$;
--> statement-breakpoint

-- Records one balanced movement: the transaction row (unless its key exists), its entries and the cached balances
-- of the player accounts in it, updated in account order so two movements never wait on each other in a cycle. A
-- balance that would go below zero fails ledger_accounts_balance_check and the statement writes nothing. A replayed
-- key answers the first transaction; the same key with another request raises SQLSTATE LG409.
CREATE FUNCTION ledger_post(
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
  INSERT INTO ledger_entries (transaction_id, account_id, currency, amount)
  SELECT tx_id, u.a, p_currency, u.m FROM unnest(p_accounts, p_amounts) u(a, m);
  FOR i IN 1 .. cardinality(p_accounts) LOOP
    UPDATE ledger_accounts SET balance = balance + p_amounts[i] WHERE id = p_accounts[i] AND user_id IS NOT NULL;
  END LOOP;
END $$;
--> statement-breakpoint

-- A confirmed deposit: locks the invoice, and unless it is already paid credits it through ledger_post and records
-- its final price. Answers the ledger transaction id, or null when the invoice was paid already.
CREATE FUNCTION billing_credit_invoice(
  p_invoice_id bigint, p_amount bigint, p_commission bigint, p_shop_amount bigint, p_sum_was_changed boolean,
  p_paid_at timestamptz,
  p_key text, p_kind text, p_currency text, p_user_id bigint, p_reference text, p_accounts bigint[], p_amounts bigint[]
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
BEGIN
  PERFORM 1 FROM invoices WHERE id = p_invoice_id AND status <> 3 FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT p.tx_id INTO v_tx FROM ledger_post(p_key, p_kind, p_currency, p_user_id, p_reference, NULL, p_accounts, p_amounts) p;
  UPDATE invoices SET status = 3, amount = p_amount, commission = p_commission, shop_amount = p_shop_amount,
    sum_was_changed = p_sum_was_changed, ledger_transaction_id = v_tx, paid_at = p_paid_at
  WHERE id = p_invoice_id;
  RETURN v_tx;
END $$;
--> statement-breakpoint

-- A payout request: inserts the payout unless the player used the key already, and reserves its amount (main →
-- reserved) under the ledger key payout:<id>:reserve. Answers the payout row as JSON and whether this call created
-- it; an earlier payout with the key comes back untouched for the caller to compare.
CREATE FUNCTION billing_request_payout(
  p_user_id bigint, p_key text, p_request_hash text, p_method text, p_currency text, p_amount bigint,
  p_destination text, p_main bigint, p_reserved bigint
) RETURNS TABLE (payout json, created boolean) LANGUAGE plpgsql AS $$
DECLARE
  v_row payouts;
  v_tx bigint;
BEGIN
  INSERT INTO payouts (user_id, idempotency_key, request_hash, method, currency, amount, destination)
  VALUES (p_user_id, p_key, p_request_hash, p_method, p_currency, p_amount, p_destination)
  ON CONFLICT (user_id, idempotency_key) DO NOTHING
  RETURNING * INTO v_row;
  IF v_row.id IS NULL THEN
    SELECT * INTO v_row FROM payouts p WHERE p.user_id = p_user_id AND p.idempotency_key = p_key;
    RETURN QUERY SELECT row_to_json(v_row), false;
    RETURN;
  END IF;
  SELECT l.tx_id INTO v_tx FROM ledger_post('payout:' || v_row.id || ':reserve', 'payout_reserve', p_currency,
    p_user_id, 'payout:' || v_row.id, NULL,
    CASE WHEN p_main < p_reserved THEN ARRAY[p_main, p_reserved] ELSE ARRAY[p_reserved, p_main] END,
    CASE WHEN p_main < p_reserved THEN ARRAY[-p_amount, p_amount] ELSE ARRAY[p_amount, -p_amount] END) l;
  UPDATE payouts SET reserve_transaction_id = v_tx WHERE id = v_row.id RETURNING * INTO v_row;
  RETURN QUERY SELECT row_to_json(v_row), true;
END $$;

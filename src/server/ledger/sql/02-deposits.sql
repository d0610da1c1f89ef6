-- Installed by src/server/db/routines.ts whenever this file changes (CREATE OR REPLACE); only the ledger calls it.

-- it answered the transaction id alone before
DROP FUNCTION IF EXISTS ledger_credit_invoice(bigint, bigint, bigint, bigint, boolean, timestamptz, text, text, text,
  bigint, text, bigint[], bigint[]);

-- A confirmed deposit: locks the invoice, and unless it is already paid credits it through ledger_post and records
-- its final price. Answers the ledger transaction id and the player's main and bonus balances after it (for the
-- balance push, which then reads nothing), or nulls when the invoice was paid already.
CREATE OR REPLACE FUNCTION ledger_credit_invoice(
  p_invoice_id bigint, p_amount bigint, p_commission bigint, p_shop_amount bigint, p_sum_was_changed boolean,
  p_paid_at timestamptz,
  p_key text, p_kind text, p_currency text, p_user_id bigint, p_reference text, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (tx_id bigint, main_balance bigint, bonus_balance bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
BEGIN
  PERFORM 1 FROM invoices WHERE id = p_invoice_id AND status <> 3 FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT p.tx_id INTO v_tx FROM ledger_post(p_key, p_kind, p_currency, p_user_id, p_reference, NULL, p_accounts, p_amounts) p;
  UPDATE invoices SET status = 3, amount = p_amount, commission = p_commission, shop_amount = p_shop_amount,
    sum_was_changed = p_sum_was_changed, ledger_transaction_id = v_tx, paid_at = p_paid_at
  WHERE id = p_invoice_id;
  RETURN QUERY SELECT v_tx, max(a.balance) FILTER (WHERE a.kind = 'main'), max(a.balance) FILTER (WHERE a.kind = 'bonus')
    FROM ledger_accounts a WHERE a.user_id = p_user_id AND a.currency = p_currency AND a.kind IN ('main', 'bonus');
END $$;

-- A provider's "paid" for one of its payments, in one statement when it is paid as invoiced (no sum, or the invoiced
-- sum: `p_paid` in major units of the invoice's currency, `p_units` the minor units per major unit of each currency):
-- locks the invoice and, unless it is paid already, posts its stored `shop_amount` from the account currency's
-- provider clearing to the player's main account as one ledger transaction (key deposit:<provider>:<payment id>,
-- `p_request_hash` from the server) and marks it paid. Answers
--   * `unknown`: no invoice has this payment id;
--   * `declined`: another sum was paid (or the ledger key exists already); nothing was written, and the caller prices
--     the payment and credits it with ledger_credit_invoice;
--   * `paid_already`: the invoice was paid before (its id, for the bonus a crash may have kept it from);
--   * `credited`: the invoice, its player and account currency, the ledger transaction, the balances after it (the
--     player's first money in the currency opens their accounts).
-- The invoice's lock orders a replay or a concurrent "paid" after this one, which then finds it paid: the key is
-- never used twice, and the entries need no request hash of their own.
CREATE OR REPLACE FUNCTION ledger_pay_invoice(
  p_provider text, p_payment_id text, p_paid numeric, p_units jsonb, p_paid_at timestamptz, p_request_hash text
) RETURNS TABLE (
  result text, invoice_id bigint, user_id bigint, currency text, tx_id bigint, main_balance bigint,
  bonus_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v invoices;
  v_main bigint;
  v_clearing bigint;
  v_tx bigint;
BEGIN
  SELECT * INTO v FROM invoices i WHERE i.provider = p_provider AND i.provider_payment_id = p_payment_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'unknown'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::bigint, NULL::bigint,
      NULL::bigint;
    RETURN;
  END IF;
  IF p_paid IS NOT NULL AND p_paid * (p_units->>v.currency)::numeric IS DISTINCT FROM v.amount THEN
    RETURN QUERY SELECT 'declined'::text, v.id, v.user_id, v.account_currency, NULL::bigint, NULL::bigint,
      NULL::bigint;
    RETURN;
  END IF;
  IF v.status = 3 THEN
    RETURN QUERY SELECT 'paid_already'::text, v.id, v.user_id, v.account_currency, v.ledger_transaction_id,
      NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT a.id INTO v_main FROM ledger_accounts a
    WHERE a.user_id = v.user_id AND a.currency = v.account_currency AND a.kind = 'main';
  IF v_main IS NULL THEN
    -- the player's first money in the currency opens their accounts, as the server's account directory does
    INSERT INTO ledger_accounts (user_id, kind, currency)
      SELECT v.user_id, k, v.account_currency FROM unnest(ARRAY['main', 'bonus', 'reserved']) k
      ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_main FROM ledger_accounts a
      WHERE a.user_id = v.user_id AND a.currency = v.account_currency AND a.kind = 'main';
  END IF;
  SELECT a.id INTO v_clearing FROM ledger_accounts a
    WHERE a.user_id IS NULL AND a.kind = 'provider_clearing' AND a.currency = v.account_currency;
  IF v_clearing IS NULL THEN
    RAISE EXCEPTION 'system account provider_clearing % is missing; run the migrations', v.account_currency;
  END IF;
  -- the key exists only if the ledger was written outside this function (an operator's repair): the caller's way,
  -- ledger_credit_invoice through ledger_post, replays or refuses it, and marks the invoice
  INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency, user_id, reference)
    VALUES ('deposit:' || p_provider || ':' || p_payment_id, p_request_hash, 'deposit', v.account_currency,
      v.user_id, v.id::text)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    RETURN QUERY SELECT 'declined'::text, v.id, v.user_id, v.account_currency, NULL::bigint, NULL::bigint,
      NULL::bigint;
    RETURN;
  END IF;
  -- legs numbered in account order, as ledger_post numbers them
  INSERT INTO ledger_entries (transaction_id, leg, account_id, currency, amount) VALUES
    (v_tx, CASE WHEN v_clearing < v_main THEN 1 ELSE 2 END, v_clearing, v.account_currency, -v.shop_amount),
    (v_tx, CASE WHEN v_clearing < v_main THEN 2 ELSE 1 END, v_main, v.account_currency, v.shop_amount);
  UPDATE ledger_accounts a SET balance = a.balance + v.shop_amount WHERE a.id = v_main RETURNING a.balance INTO main_balance;
  -- read after the main account's lock: a movement that held it and changed the bonus has committed by now
  SELECT a.balance INTO bonus_balance FROM ledger_accounts a
    WHERE a.user_id = v.user_id AND a.currency = v.account_currency AND a.kind = 'bonus';
  UPDATE invoices i SET status = 3, sum_was_changed = false, ledger_transaction_id = v_tx, paid_at = p_paid_at
    WHERE i.id = v.id;
  RETURN QUERY SELECT 'credited'::text, v.id, v.user_id, v.account_currency, v_tx, main_balance,
    coalesce(bonus_balance, 0::bigint);
END $$;

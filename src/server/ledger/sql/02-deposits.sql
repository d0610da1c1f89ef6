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

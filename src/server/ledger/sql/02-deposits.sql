-- Installed by src/server/db/routines.ts whenever this file changes (CREATE OR REPLACE); only the ledger calls it.

-- A confirmed deposit: locks the invoice, and unless it is already paid credits it through ledger_post and records
-- its final price. Answers the ledger transaction id, or null when the invoice was paid already.
CREATE OR REPLACE FUNCTION ledger_credit_invoice(
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

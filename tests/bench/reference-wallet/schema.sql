-- The lean reference of bench:wallet: the same two movements as the product's, written the simplest fast way. Tables
-- in a schema of their own, created fresh by the bench; the product's tables are not touched. The functions name
-- their tables with the schema: they run with the caller's search_path.
DROP SCHEMA IF EXISTS bench_ref_wallet CASCADE;
CREATE SCHEMA bench_ref_wallet;
SET search_path TO bench_ref_wallet;

CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint,
  kind text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  CONSTRAINT player_balance_check CHECK (user_id IS NULL OR balance >= 0)
);
CREATE UNIQUE INDEX accounts_player_key ON accounts (user_id, kind);

CREATE TABLE transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  user_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- as the product's: no foreign key to the account (only the functions below write entries, and its lock would put
-- every deposit on the clearing account's row), an index to read an account's entries
CREATE TABLE entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES transactions,
  account_id bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ON entries (account_id);

CREATE TABLE sessions (id text PRIMARY KEY, user_id bigint NOT NULL, revoked_at timestamptz);

CREATE TABLE invoices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status smallint NOT NULL DEFAULT 1,
  transaction_id bigint REFERENCES transactions,
  paid_at timestamptz
);

CREATE TABLE payouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  method text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  destination text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);

-- A paid deposit: locks the invoice, and unless it is paid already posts provider clearing → player main under the
-- key deposit:<payment id>, updates the player's balance and marks the invoice paid. 'credited', 'unchanged' for a
-- replay, null for an unknown payment.
CREATE FUNCTION credit_invoice(p_payment_id text, p_clearing bigint) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_invoice bench_ref_wallet.invoices;
  v_main bigint;
  v_tx bigint;
BEGIN
  SELECT * INTO v_invoice FROM bench_ref_wallet.invoices WHERE payment_id = p_payment_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_invoice.status = 3 THEN
    RETURN 'unchanged';
  END IF;
  INSERT INTO bench_ref_wallet.transactions (idempotency_key, kind, user_id)
  VALUES ('deposit:' || p_payment_id, 'deposit', v_invoice.user_id) RETURNING id INTO v_tx;
  SELECT id INTO v_main FROM bench_ref_wallet.accounts WHERE user_id = v_invoice.user_id AND kind = 'main';
  INSERT INTO bench_ref_wallet.entries (transaction_id, account_id, amount)
  VALUES (v_tx, p_clearing, -v_invoice.amount), (v_tx, v_main, v_invoice.amount);
  UPDATE bench_ref_wallet.accounts SET balance = balance + v_invoice.amount WHERE id = v_main;
  UPDATE bench_ref_wallet.invoices SET status = 3, transaction_id = v_tx, paid_at = now() WHERE id = v_invoice.id;
  RETURN 'credited';
END $$;

-- A payout request: inserts the payout unless the player used the key already, and reserves its amount (main →
-- reserved) under the key payout:<id>. Answers the payout's id, whether this call created it, and the request hash
-- it was created with; a balance too small fails player_balance_check and writes nothing.
CREATE FUNCTION request_payout(
  p_user_id bigint, p_key text, p_request_hash text, p_method text, p_amount bigint, p_destination text,
  OUT payout_id bigint, OUT created boolean, OUT request_hash text
) LANGUAGE plpgsql AS $$
DECLARE
  v_main bigint;
  v_reserved bigint;
  v_tx bigint;
BEGIN
  INSERT INTO bench_ref_wallet.payouts (user_id, idempotency_key, request_hash, method, amount, destination)
  VALUES (p_user_id, p_key, p_request_hash, p_method, p_amount, p_destination)
  ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id INTO payout_id;
  IF payout_id IS NULL THEN
    SELECT p.id, p.request_hash INTO payout_id, request_hash FROM bench_ref_wallet.payouts p
    WHERE p.user_id = p_user_id AND p.idempotency_key = p_key;
    created := false;
    RETURN;
  END IF;
  SELECT max(id) FILTER (WHERE kind = 'main'), max(id) FILTER (WHERE kind = 'reserved') INTO v_main, v_reserved
  FROM bench_ref_wallet.accounts WHERE user_id = p_user_id;
  INSERT INTO bench_ref_wallet.transactions (idempotency_key, kind, user_id)
  VALUES ('payout:' || payout_id, 'payout_reserve', p_user_id) RETURNING id INTO v_tx;
  INSERT INTO bench_ref_wallet.entries (transaction_id, account_id, amount) VALUES (v_tx, v_main, -p_amount), (v_tx, v_reserved, p_amount);
  UPDATE bench_ref_wallet.accounts SET balance = balance - p_amount WHERE id = v_main;
  UPDATE bench_ref_wallet.accounts SET balance = balance + p_amount WHERE id = v_reserved;
  created := true;
  request_hash := p_request_hash;
END $$;

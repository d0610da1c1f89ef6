-- Installed by src/server/db/routines.ts whenever this file changes (CREATE OR REPLACE).

-- A text that changes whenever the set of active programs or one of their rows does (every write of a program stamps
-- `updated_at`): the version the server's parsed programs are kept by (`activeProgramsStamp`), and checked below.
CREATE OR REPLACE FUNCTION bonus_programs_stamp() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(p.id || '@' || p.updated_at::text, ',' ORDER BY p.id), '') FROM bonus_programs p
  WHERE p.active
$$;

-- Records that a deposit just credited earns no bonus, when that is certain from a few facts, so the common deposit
-- needs no decision round trips of its own; answers the invoice's recorded outcome, or NULL when it is not certain
-- (the caller then decides in TypeScript, as `grantDepositBonus` does). `depositOffers` finds no offer when no promo
-- redemption waits at the moment of payment and every registration-and-deposit or welcome-pack program is past its
-- window (the longest is `p_window_days` days from registration) or past its deposits (`p_steps` is the most paid
-- deposits before this one that any of them still rewards, plus one). The server passes both numbers for the active
-- programs as of `p_stamp` (`bonus_programs_stamp`); another stamp here means the programs changed, and NULL is
-- answered. Runs in the statement that credited the invoice (`p_tx` is its ledger transaction), which holds the
-- invoice's lock, so a replayed or concurrent webhook decides after this and finds the decision.
CREATE OR REPLACE FUNCTION bonus_record_quiet_deposit(
  p_tx bigint, p_invoice_id bigint, p_user_id bigint, p_paid_at timestamptz, p_stamp text, p_window_days integer,
  p_steps integer
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_outcome text;
BEGIN
  IF p_tx IS NULL OR p_stamp IS DISTINCT FROM bonus_programs_stamp() THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM promo_redemptions r WHERE r.user_id = p_user_id AND r.status = 'waiting'
      AND r.created_at <= p_paid_at AND r.expires_at > p_paid_at) THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p_user_id
      AND u.created_at + make_interval(days => p_window_days) <= p_paid_at)
    AND (SELECT count(*) FROM (SELECT 1 FROM invoices i WHERE i.user_id = p_user_id AND i.status = 3
      AND i.ledger_transaction_id < p_tx LIMIT p_steps) c) < p_steps THEN
    RETURN NULL;
  END IF;
  INSERT INTO deposit_bonus_decisions (invoice_id, user_id, outcome)
    VALUES (p_invoice_id, p_user_id, 'none') ON CONFLICT (invoice_id) DO NOTHING;
  SELECT d.outcome INTO v_outcome FROM deposit_bonus_decisions d WHERE d.invoice_id = p_invoice_id;
  RETURN v_outcome;
END $$;

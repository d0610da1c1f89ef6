-- The lean reference of a dice bet (npm run bench:games): its tables and its one function, in a schema of its own in
-- the product's database, so it shares the server, the disk and the WAL with the product but none of its tables. A
-- yardstick for the product's bet path, not product code: RUB only, one seed pair per player, no bonuses, no feed.

DROP SCHEMA IF EXISTS bench_ref CASCADE;
CREATE SCHEMA bench_ref;

-- A session ends when revoked; a token's expiry is checked by the server before it asks.
CREATE TABLE bench_ref.sessions (
  sid text PRIMARY KEY,
  user_id bigint NOT NULL,
  revoked_at timestamptz
);

-- A player's main balance, or the house (user_id null), whose balance is the sum of its entries and not kept here:
-- every bet would otherwise wait for the row lock of the one house row.
CREATE TABLE bench_ref.accounts (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id bigint UNIQUE,
  balance bigint NOT NULL DEFAULT 0,
  CHECK (user_id IS NULL OR balance >= 0)
);

-- The player's seed pair in play and the nonce of their next bet. inner_key and outer_key are HMAC-SHA256's padded
-- keys of server_seed (its bytes, zero-padded to 64, XOR 0x36 and 0x5c), derived once when the pair is made, so
-- the draw needs only the built-in sha256() and no extension.
CREATE TABLE bench_ref.seeds (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id bigint NOT NULL UNIQUE,
  server_seed text NOT NULL,
  client_seed text NOT NULL,
  inner_key bytea NOT NULL,
  outer_key bytea NOT NULL,
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0)
);

CREATE TABLE bench_ref.transactions (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  idempotency_key text NOT NULL UNIQUE,
  user_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A bet's legs: the stake (player → house) and, on a win, the payout (house → player).
CREATE TABLE bench_ref.entries (
  transaction_id bigint NOT NULL REFERENCES bench_ref.transactions,
  leg smallint NOT NULL,
  account_id bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount <> 0),
  PRIMARY KEY (transaction_id, leg)
);
CREATE INDEX ON bench_ref.entries (account_id);

-- target and roll in hundredths of a point, as the contract reads them.
CREATE TABLE bench_ref.bets (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id bigint NOT NULL,
  client_bet_id text NOT NULL,
  seed_id bigint NOT NULL,
  nonce integer NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  target integer NOT NULL,
  over boolean NOT NULL,
  roll integer NOT NULL,
  payout bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, client_bet_id)
);

CREATE TABLE bench_ref.turnover (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  bet_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ON bench_ref.turnover (user_id, created_at);

-- The roll of a bet, 0…10000 hundredths: src/contract/games/dice's int(10001) of the fair stream
-- (src/contract/fair/stream.ts). Round r's 32 bytes are HMAC-SHA256(server seed, '<client seed>:<nonce>:<r>'), read
-- 4 at a time as big-endian unsigned integers; one at or above 4294959453 (the largest multiple of 10001 below 2^32)
-- is thrown away and the next read.
CREATE FUNCTION bench_ref.dice_roll(p_inner bytea, p_outer bytea, p_client_seed text, p_nonce integer)
RETURNS integer LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  v_limit constant bigint := 4294959453;
  v_round integer := 0;
  v_bytes bytea;
  v_at integer := 32;
  v_x bigint;
BEGIN
  LOOP
    IF v_at = 32 THEN
      v_bytes := sha256(p_outer || sha256(p_inner || convert_to(p_client_seed || ':' || p_nonce || ':' || v_round, 'UTF8')));
      v_round := v_round + 1;
      v_at := 0;
    END IF;
    -- parenthesised: PostgreSQL gives << and | the same precedence, left to right
    v_x := (get_byte(v_bytes, v_at)::bigint << 24) | (get_byte(v_bytes, v_at + 1)::bigint << 16)
      | (get_byte(v_bytes, v_at + 2)::bigint << 8) | get_byte(v_bytes, v_at + 3)::bigint;
    v_at := v_at + 4;
    IF v_x < v_limit THEN
      RETURN v_x % 10001;
    END IF;
  END LOOP;
END $$;

-- One dice bet, whole: the session is live; the player's next nonce, which locks their seed pair so their bets run
-- one at a time; the roll; the bet row (a bet id used before answers 'existing' and the first bet, with the nonce
-- still taken, as in the product); the balance; the ledger transaction and its legs; the turnover row. p_win is
-- what a win pays (the server computes it from the target with the contract's multiplier and cap). Answers
-- 'session_ended', 'no_account', or 'placed' with the balance after it; a short balance raises check_violation and
-- the statement writes nothing (no EXCEPTION block here: it would open a subtransaction on every call).
CREATE FUNCTION bench_ref.place_dice_bet(
  p_user bigint, p_sid text, p_client_bet_id text, p_stake bigint, p_target integer, p_over boolean, p_win bigint,
  p_house bigint,
  OUT result text, OUT bet_id bigint, OUT nonce integer, OUT roll integer, OUT payout bigint, OUT balance bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_seed bench_ref.seeds;
  v_account bigint;
  v_tx bigint;
BEGIN
  PERFORM FROM bench_ref.sessions s WHERE s.sid = p_sid AND s.revoked_at IS NULL;
  IF NOT FOUND THEN
    result := 'session_ended';
    RETURN;
  END IF;
  UPDATE bench_ref.seeds s SET nonce = s.nonce + 1 WHERE s.user_id = p_user RETURNING * INTO v_seed;
  IF NOT FOUND THEN
    result := 'no_account';
    RETURN;
  END IF;
  nonce := v_seed.nonce - 1;
  roll := bench_ref.dice_roll(v_seed.inner_key, v_seed.outer_key, v_seed.client_seed, nonce);
  payout := CASE WHEN (p_over AND roll > p_target) OR (NOT p_over AND roll < p_target) THEN p_win ELSE 0 END;

  INSERT INTO bench_ref.bets AS b (user_id, client_bet_id, seed_id, nonce, stake, target, over, roll, payout)
  VALUES (p_user, p_client_bet_id, v_seed.id, nonce, p_stake, p_target, p_over, roll, payout)
  ON CONFLICT (user_id, client_bet_id) DO NOTHING
  RETURNING b.id INTO bet_id;
  IF bet_id IS NULL THEN
    SELECT 'existing', b.id, b.nonce, b.roll, b.payout, a.balance INTO result, bet_id, nonce, roll, payout, balance
    FROM bench_ref.bets b JOIN bench_ref.accounts a ON a.user_id = b.user_id
    WHERE b.user_id = p_user AND b.client_bet_id = p_client_bet_id;
    RETURN;
  END IF;

  -- stake first, then the win, in one row update: a balance short of the stake goes below zero and fails the CHECK
  -- even when the bet would win
  UPDATE bench_ref.accounts a
  SET balance = CASE WHEN a.balance >= p_stake THEN a.balance - p_stake + payout ELSE a.balance - p_stake END
  WHERE a.user_id = p_user
  RETURNING a.id, a.balance INTO v_account, balance;

  INSERT INTO bench_ref.transactions (idempotency_key, user_id)
  VALUES ('bet:' || p_user || ':' || p_client_bet_id, p_user)
  RETURNING id INTO v_tx;
  INSERT INTO bench_ref.entries (transaction_id, leg, account_id, amount)
  SELECT v_tx, l.leg, l.account_id, l.amount
  FROM (VALUES (1, v_account, -p_stake), (2, p_house, p_stake), (3, p_house, -payout), (4, v_account, payout))
    AS l (leg, account_id, amount)
  WHERE l.amount <> 0;
  INSERT INTO bench_ref.turnover (user_id, amount, bet_id) VALUES (p_user, p_stake, bet_id);
  result := 'placed';
END $$;

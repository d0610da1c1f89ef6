// The lean reference's server (npm run bench:games), a child process of the bench: a bare Fastify route for
// `POST /api/v2/games/dice/bets`, a synchronous JWT check, and one call of bench_ref.place_dice_bet as a named
// prepared statement per bet. Environment: DATABASE_URL, JWT_SECRET, DATABASE_POOL_SIZE. Tells its parent the port
// it listens on, and stops on the message `stop`. A yardstick, not product code.
import Fastify from 'fastify';
import pg from 'pg';
import { betLimits, capWin } from '../../../src/contract/games/limits';
import { applyRatio } from '../../../src/contract/games/ratio';
import { DICE_TARGET_RANGE, diceMultiplier, toHundredths } from '../../../src/contract/games/dice';
import { toMajor, toMinor } from '../../../src/contract/money';
import { verifyAccessToken } from './jwt';

type BetBody = { bet_id: string; amount: number; params: { target: number; direction: 'over' | 'under' } };
type Placed = {
  result: 'placed' | 'existing' | 'session_ended' | 'no_account';
  bet_id: string;
  nonce: number;
  roll: number;
  payout: string;
  balance: string;
};

const CURRENCY = 'RUB';
const LIMITS = betLimits('dice', CURRENCY);
const CHECK_VIOLATION = '23514';
const PLACE = 'select * from bench_ref.place_dice_bet($1, $2, $3, $4, $5, $6, $7, $8)';

const body = {
  type: 'object',
  required: ['bet_id', 'amount', 'params'],
  additionalProperties: false,
  properties: {
    bet_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
    amount: { type: 'number' },
    params: {
      type: 'object',
      required: ['target', 'direction'],
      additionalProperties: false,
      properties: { target: { type: 'number' }, direction: { enum: ['over', 'under'] } },
    },
  },
} as const;

const key = Buffer.from(process.env.JWT_SECRET ?? '', 'utf8');
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
});
const house = await pool.query<{ id: string }>('select id from bench_ref.accounts where user_id is null');
const houseAccount = house.rows[0]?.id;
if (!houseAccount) throw new Error('bench_ref has no house account; run the setup first');

const app = Fastify({ logger: false });

app.post<{ Body: BetBody }>('/api/v2/games/dice/bets', { schema: { body } }, async (request, reply) => {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  const claims = token && verifyAccessToken(token, key, Math.floor(Date.now() / 1000));
  if (!claims) return reply.code(401).send({ error: 'unauthenticated' });
  const { bet_id, amount, params } = request.body;
  const stake = toMinor(amount, CURRENCY);
  const target = toHundredths(params.target);
  const range = DICE_TARGET_RANGE[params.direction];
  if (stake === null || stake < LIMITS.min || stake > LIMITS.max)
    return reply.code(422).send({ error: 'amount_invalid' });
  if (target === null || params.target < range.min || params.target > range.max)
    return reply.code(422).send({ error: 'dice_target_invalid' });
  const win = capWin(applyRatio(stake, diceMultiplier(params)), CURRENCY);
  let row: Placed | undefined;
  try {
    const placed = await pool.query<Placed>({
      name: 'place_dice_bet',
      text: PLACE,
      values: [
        claims.userId,
        claims.sid,
        bet_id,
        String(stake),
        target,
        params.direction === 'over',
        String(win),
        houseAccount,
      ],
    });
    row = placed.rows[0];
  } catch (error) {
    if ((error as { code?: string }).code === CHECK_VIOLATION)
      return reply.code(422).send({ error: 'insufficient_funds' });
    throw error;
  }
  if (!row || row.result === 'session_ended' || row.result === 'no_account')
    return reply.code(401).send({ error: 'unauthenticated' });
  return {
    bet: {
      id: Number(row.bet_id),
      bet_id,
      amount,
      nonce: row.nonce,
      roll: row.roll / 100,
      payout: toMajor(BigInt(row.payout), CURRENCY),
    },
    balance: toMajor(BigInt(row.balance), CURRENCY),
  };
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send?.({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'stop') return;
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedAnswer } from '../../src/contract/games/bets';
import { users } from '../../src/server/db/schema';
import { call, freshEmail, PASSWORD, ROOMY_LIMITS } from './accounts';
import { nicknameOf } from '../../src/server/modules/games/nickname';
import { fundedPlayer, placeBet } from './games';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(() => server.close());

const register = (name: string, email = freshEmail('name')) =>
  call(server, '/api/v2/auth/register/email', { email, password: PASSWORD, name });

async function storedName(email: string) {
  const [row] = await server.database.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, email));
  return row?.name;
}

describe('public names', () => {
  it.each([
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['a closing tag', 'Ann</b>'],
    ['a right-to-left override', 'Ann\u202Egnp.exe'],
    ['a left-to-right embedding', '\u202AAnn'],
    ['a pop directional formatting', 'Ann\u202C'],
    ['a first-strong isolate', 'Ann\u2068x\u2069'],
    ['a right-to-left mark', 'Ann\u200F'],
    ['an Arabic letter mark', 'Ann\u061C'],
    ['a zero-width space', 'A\u200Bnn'],
  ])('refuses %s with 422 and writes nothing', async (_what, name) => {
    const email = freshEmail('name');
    const res = await register(name, email);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.name).toEqual([expect.stringMatching(/^name_invalid_characters: /)]);
    expect(await storedName(email)).toBeUndefined();
  });

  it.each([
    ['a NUL', 'Ann\u0000'],
    ['a line break', 'Ann\nLee'],
    ['a tab', 'Ann\tLee'],
    ['a C1 control', 'Ann\u0085Lee'],
  ])('refuses %s as a control character', async (_what, name) => {
    const res = await register(name);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.name).toEqual([expect.stringMatching(/^control_characters: /)]);
  });

  it('stores the name normalised: NFC, trimmed, white space collapsed', async () => {
    const email = freshEmail('name');
    const res = await register('  Zoe\u0301   van\u00A0\u00A0der  Berg ', email);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedName(email)).toBe('Zoé van der Berg');
  });

  it('keeps names in other scripts, emoji with joiners and ampersands', async () => {
    const name = 'Әлия & Иван 👩\u200D💻';
    const email = freshEmail('name');
    expect((await register(name, email)).statusCode).toBe(200);
    expect(await storedName(email)).toBe(name);
  });

  it('counts the length after normalising', async () => {
    expect((await register(`A${' '.repeat(100)}B`)).statusCode).toBe(200);
    expect((await register('x'.repeat(65))).json().errors.name).toEqual([
      expect.stringMatching(/^too_long: /),
    ]);
  });

  it('shows a name stored before these rules without its bidi, control and HTML characters in the feed', async () => {
    const player = await fundedPlayer(server, 'RUB', 100_000n);
    await server.database.db
      .update(users)
      .set({ name: '\u202Eevil\u0007 <b>name</b>' })
      .where(eq(users.id, player.userId));
    const bet = await placeBet(server, player.token, 'coinflip', { amount: 10, params: { side: 'heads' } });
    expect(bet.statusCode, bet.body).toBe(200);
    const feed = feedAnswer.parse(
      (await call(server, '/api/v2/games/feed', undefined, { method: 'GET' })).json(),
    );
    const line = feed.data.find((b) => b.id === bet.json().bet.id);
    expect(line?.player).toBe('evil bname/b');
  });

  it('shows a player’s new name in the feed once they change it, and a stable readable nickname while they have none', async () => {
    const player = await fundedPlayer(server, 'RUB', 100_000n);
    const feedLine = async (name: string) => {
      await server.database.db.update(users).set({ name }).where(eq(users.id, player.userId));
      const bet = await placeBet(server, player.token, 'coinflip', { amount: 10, params: { side: 'heads' } });
      expect(bet.statusCode, bet.body).toBe(200);
      const feed = feedAnswer.parse(
        (await call(server, '/api/v2/games/feed', undefined, { method: 'GET' })).json(),
      );
      return feed.data.find((b) => b.id === bet.json().bet.id)!;
    };
    const first = await feedLine('Ann');
    expect(first.player).toBe('Ann');
    expect(first.avatar).toMatch(/^gen:[0-9a-f]{12}$/);
    const renamed = await feedLine('Ann Lee');
    expect(renamed).toMatchObject({ player: 'Ann Lee', avatar: first.avatar });
    const nickname = (await feedLine('')).player;
    expect(nickname).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2}$/);
    expect(nickname).toBe(nicknameOf(player.userId));
    expect((await feedLine('')).player).toBe(nickname);
  });

  it('gives players without a name nicknames that rarely repeat: of 1,000 players, at most a handful share one', () => {
    const names = new Set(Array.from({ length: 1_000 }, (_, i) => nicknameOf(i + 1)));
    expect(names.size).toBeGreaterThan(990);
  });
});

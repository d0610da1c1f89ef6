/** The session id (refresh family) an access token carries, read without checking it: tests trust their own tokens. */
export const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;

/**
 * An access token the renderer can read, as the server issues it to a sales manager, with
 * `claims` over those (its signature is never checked in the renderer: the server checks it).
 */
export function accessToken(claims: Partial<Record<string, unknown>> = {}): string {
  const exp = typeof claims.exp === 'number' ? claims.exp : Math.floor(Date.now() / 1000) + 3600;
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const body = {
    token_type: 'access',
    user_id: 1,
    username: 'sales',
    user_groups: ['SALES MANAGER'],
    url: 'sales',
    exp,
    iat: exp - 3600,
    jti: `j${exp}`,
    ...claims,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(body)}.signature`;
}

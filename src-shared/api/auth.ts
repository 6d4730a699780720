import { z } from 'zod';
import { ROLE_FLAG, ROLES, type RoleFlag } from '../domain/roles.ts';
import { detailSchema } from './results.ts';
import { endpoint } from './endpoint.ts';

export const credentialsSchema = z.object({
  username: z.string().trim().min(1, { error: 'This field is required.' }).max(150),
  password: z.string().min(1, { error: 'This field is required.' }).max(256),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const confirmCodeSchema = z.object({
  ticket: z.string().min(1, { error: 'This field is required.' }),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'The code has six digits.' }),
});
export type ConfirmCodeRequest = z.infer<typeof confirmCodeSchema>;

const refreshSchema = z.object({
  refresh: z.string().min(1, { error: 'This field is required.' }),
});

/** The answer of `api/token/refresh/`: the refresh token rotates, so both come back. */
export const refreshedTokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshedTokens = z.infer<typeof refreshedTokensSchema>;

/** One boolean per role: the shape is built from the role table, so it is typed from it. */
const roleFlagShape = Object.fromEntries(
  ROLES.map((role) => [ROLE_FLAG[role], z.boolean()]),
) as Record<RoleFlag, z.ZodBoolean>;

/** A completed login: both tokens and one boolean flag per role. */
export const tokenPairSchema = refreshedTokensSchema.extend(roleFlagShape);
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** The first step of a confirm-code login: the code went out, finish with `api/get_confirm_code/`. */
export const confirmCodeRequiredSchema = z.object({
  confirm_code_required: z.literal(true),
  ticket: z.string(),
  detail: z.string(),
});
export type ConfirmCodeRequired = z.infer<typeof confirmCodeRequiredSchema>;

export const loginResultSchema = z.union([confirmCodeRequiredSchema, tokenPairSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export function needsConfirmCode(result: LoginResult): result is ConfirmCodeRequired {
  return 'confirm_code_required' in result && result.confirm_code_required === true;
}

/** Access tokens live a working day; refresh tokens a week. */
export const ACCESS_TOKEN_TTL_S = 12 * 60 * 60;
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;

/** The session calls (spec §7, "Session and base data"). */
export const authEndpoints = {
  /** Signs in: the tokens, or the first step of a confirm-code login. */
  token: endpoint({
    method: 'POST',
    path: 'api/token/',
    body: credentialsSchema,
    response: loginResultSchema,
  }),
  confirmCode: endpoint({
    method: 'POST',
    path: 'api/get_confirm_code/',
    body: confirmCodeSchema,
    response: tokenPairSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: 'api/token/refresh/',
    body: refreshSchema,
    response: refreshedTokensSchema,
  }),
  /** Signs out on every device (every token of the user is spent). */
  logoutEverywhere: endpoint({
    method: 'POST',
    path: ':role/home/token_renovate/',
    response: detailSchema,
    area: 'home',
    access: 'read',
  }),
};

/** The login calls are exempt from the log-out on 401 (spec §8). */
export const LOGIN_CALL_PATHS: readonly string[] = [
  authEndpoints.token.path,
  authEndpoints.confirmCode.path,
];

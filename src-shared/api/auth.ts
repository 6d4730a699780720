import { z } from 'zod';
import type { RoleFlags } from '../domain/roles.ts';

/** Paths of the session calls (spec §7, "Session and base data"). */
export const AUTH_PATHS = {
  token: 'api/token/',
  refresh: 'api/token/refresh/',
  confirmCode: 'api/get_confirm_code/',
  logoutEverywhere: (role: string) => `${role}/home/token_renovate/`,
} as const;

/** The login calls are exempt from the log-out on 401 (spec §8). */
export const LOGIN_CALL_PATHS: readonly string[] = [AUTH_PATHS.token, AUTH_PATHS.confirmCode];

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

export const refreshSchema = z.object({
  refresh: z.string().min(1, { error: 'This field is required.' }),
});

/** The answer of `api/token/refresh/`: the refresh token rotates, so both come back. */
export interface RefreshedTokens {
  access: string;
  refresh: string;
}

/** A completed login: both tokens and one boolean flag per role. */
export type TokenPair = { access: string; refresh: string } & RoleFlags;

/** The first step of a confirm-code login: the code went out, finish with `api/get_confirm_code/`. */
export interface ConfirmCodeRequired {
  confirm_code_required: true;
  ticket: string;
  detail: string;
}

export type LoginResult = TokenPair | ConfirmCodeRequired;

export function needsConfirmCode(result: LoginResult): result is ConfirmCodeRequired {
  return 'confirm_code_required' in result && result.confirm_code_required === true;
}

/** Access tokens live a working day; refresh tokens a week. */
export const ACCESS_TOKEN_TTL_S = 12 * 60 * 60;
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;

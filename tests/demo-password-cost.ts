/**
 * The scrypt cost of the demo users' passwords in the databases the tests seed for themselves: the
 * server tests' template and the browser tests' seeded folder. A login verifies a password at the
 * cost its stored hash names (src-server/auth/passwords.ts), so the demo users sign in through the
 * same code, in about 3 ms of CPU instead of 50: the unit step alone signs in some 400 times. What
 * a server hashes by itself keeps PASSWORD_COST: its own demo seed (the servers the tests start
 * as processes seed that way) and the decoy it checks unknown usernames against
 * (tests/server/auth.test.ts and seed.test.ts check both).
 */
export const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 } as const;

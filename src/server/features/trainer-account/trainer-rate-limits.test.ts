import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createAthlete } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile({ rateLimits: true });

describe('trainer sign-in limits', () => {
  it('throttles guessing one trainer’s password: the 11th try in 15 minutes gets 429, even the right one', async () => {
    const trainer = await createAthlete(t.database.db, {
      passwordHash: await hashPassword('Trainer-pass-7'),
    });
    const signIn = (password: string) =>
      t.post('/v1/trainer/sessions', {}, { email: trainer.email, password });
    for (let i = 0; i < 10; i += 1) expect((await signIn(`guess-${i}-xx`)).statusCode).toBe(401);
    const limited = await signIn('Trainer-pass-7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errors: ['Too many requests, please try again later'] });
  });

  it('throttles reset emails to one address', async () => {
    const url = '/v1/trainer/profile/send_reset_password?email=someone%40example.test';
    for (let i = 0; i < 5; i += 1) expect((await t.get(url)).statusCode).toBe(200);
    expect((await t.get(url)).statusCode).toBe(429);
  });
});

import { describe, expect, it } from 'vitest';
import { accessRules, decideAccess } from './access.ts';

describe('decideAccess', () => {
  const identities = [null, 'customer', 'employee', 'admin'] as const;
  const expected: Record<string, Record<string, string>> = {
    public: { null: 'allow', customer: 'allow', employee: 'allow', admin: 'allow' },
    authenticated: { null: 'unauthenticated', customer: 'allow', employee: 'allow', admin: 'allow' },
    customer: { null: 'unauthenticated', customer: 'allow', employee: 'forbidden', admin: 'forbidden' },
    employee: { null: 'unauthenticated', customer: 'forbidden', employee: 'allow', admin: 'forbidden' },
    admin: { null: 'unauthenticated', customer: 'forbidden', employee: 'forbidden', admin: 'allow' },
  };

  for (const rule of accessRules) {
    for (const who of identities) {
      it(`${rule} route, ${who ?? 'anonymous'} caller: ${expected[rule]![String(who)]}`, () => {
        expect(decideAccess(rule, who)).toBe(expected[rule]![String(who)]);
      });
    }
  }

  it('refuses unknown roles everywhere but public and authenticated routes', () => {
    expect(decideAccess('admin', 'superuser')).toBe('forbidden');
    expect(decideAccess('authenticated', 'superuser')).toBe('allow');
  });
});

import { describe, expect, it } from 'vitest';
import { twoFactorSetupToast } from './two-factor-setup-notice.ts';

describe('twoFactorSetupToast', () => {
  it('counts the sign-ins left, and says when none is', () => {
    expect(twoFactorSetupToast({ due: false, signInsLeft: 2 }).description).toBe(
      'Set it up under Settings: you have 2 more sign-ins without it.',
    );
    expect(twoFactorSetupToast({ due: false, signInsLeft: 1 }).description).toBe(
      'Set it up under Settings: you have 1 more sign-in without it.',
    );
    expect(twoFactorSetupToast({ due: false, signInsLeft: 0 }).description).toBe(
      'This is your last sign-in without it: set it up under Settings.',
    );
  });

  it('says it must be set up now once the grace is over', () => {
    expect(twoFactorSetupToast({ due: true, signInsLeft: 0 }).title).toBe('Set up two-factor sign-in');
  });
});

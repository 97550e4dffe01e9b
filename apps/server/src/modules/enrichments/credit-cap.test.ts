import { describe, expect, it } from 'vitest';
import { CreditCap } from './credit-cap.ts';

describe('the credit cap', () => {
  it('never lets the rows reserve past it, and gives uncharged credits back', async () => {
    const cap = new CreditCap(2);
    expect(await cap.reserve()).toBe(true);
    expect(await cap.reserve()).toBe(true);
    // Both credits are reserved: the third row waits for one to come back.
    let third: boolean | undefined;
    const waiting = cap.reserve().then((granted) => {
      third = granted;
    });
    await Promise.resolve();
    expect(third).toBeUndefined();
    cap.settle(false);
    await waiting;
    expect(third).toBe(true);
    cap.settle(true);
    cap.settle(true);
    // Both spent, none reserved: the cap is reached.
    expect(await cap.reserve()).toBe(false);
  });

  it('answers a waiting row false once the last reservation is spent', async () => {
    const cap = new CreditCap(1);
    expect(await cap.reserve()).toBe(true);
    const waiting = cap.reserve();
    cap.settle(true);
    expect(await waiting).toBe(false);
  });

  it('takes nothing with a cap of zero', async () => {
    expect(await new CreditCap(0).reserve()).toBe(false);
  });
});

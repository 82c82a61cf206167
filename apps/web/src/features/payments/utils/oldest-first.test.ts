import { describe, expect, it } from 'vitest';
import { changeSelection, isOutOfOrder } from './oldest-first.ts';

const ORDER = [11, 12, 13];

describe('changeSelection (oldest first)', () => {
  it('choosing a newer invoice brings the older ones with it', () => {
    expect(changeSelection(ORDER, [], [12], false)).toEqual({ ids: [11, 12], blocked: false });
  });

  it('leaving out the newest is allowed', () => {
    expect(changeSelection(ORDER, ORDER, [11, 12], false)).toEqual({
      ids: [11, 12],
      blocked: false,
    });
  });

  it('leaving out an older one while a newer stays is refused', () => {
    expect(changeSelection(ORDER, ORDER, [12, 13], false)).toEqual({ ids: ORDER, blocked: true });
  });

  it('select all and select none pass', () => {
    expect(changeSelection(ORDER, [11], ORDER, false).ids).toEqual(ORDER);
    expect(changeSelection(ORDER, ORDER, [], false).ids).toEqual([]);
  });

  it('the override lets any choice stand, in oldest-first order', () => {
    expect(changeSelection(ORDER, ORDER, [13, 12], true)).toEqual({
      ids: [12, 13],
      blocked: false,
    });
    expect(isOutOfOrder(ORDER, [12, 13])).toBe(true);
    expect(isOutOfOrder(ORDER, [11, 12])).toBe(false);
  });
});

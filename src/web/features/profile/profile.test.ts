import { describe, expect, it } from 'vitest';
import { fitScale } from './crop-image';

describe('fitScale (SPEC §5: longer side resized to 1000 px)', () => {
  it('shrinks so the longer side is 1000 px', () => {
    expect(fitScale(2000, 1000)).toBe(0.5);
    expect(fitScale(800, 4000)).toBe(0.25);
  });

  it('never enlarges a small crop', () => {
    expect(fitScale(600, 600)).toBe(1);
    expect(fitScale(1000, 10)).toBe(1);
  });
});

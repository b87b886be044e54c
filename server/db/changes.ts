/**
 * The fields of a PATCH body that it gives, to set as they are: a field it leaves out (undefined)
 * keeps its stored value.
 */
export const givenFields = <B extends object, K extends keyof B>(body: B, keys: readonly K[]) =>
  Object.fromEntries(
    keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
  ) as { [P in K]?: Exclude<B[P], undefined> };

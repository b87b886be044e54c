import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

interface Parameters {
  cost: number;
  blockSize: number;
  parallelism: number;
}

const derive = (password: string, salt: Buffer, { cost, blockSize, parallelism }: Parameters) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash so that they can grow later. */
export const hashPassword = async (password: string, cost: number) => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, {
    cost,
    blockSize: BLOCK_SIZE,
    parallelism: PARALLELISM,
  });
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
};

/** False for anything that is not one of our hashes (an account without a usable password). */
export const verifyPassword = async (password: string, stored: string) => {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  const parameters = {
    cost: Number(cost),
    blockSize: Number(blockSize),
    parallelism: Number(parallelism),
  };
  if (scheme !== 'scrypt' || !salt || !key || !Object.values(parameters).every(Number.isInteger)) {
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), parameters);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline (19 MiB, 2 passes): safe, and ~30 ms on this class of machine.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function passwordMatches(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Verifying against a fixed hash when the account is unknown keeps response times alike. */
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword("decoy-Password-1");
  await passwordMatches(await decoyHash, password);
}

/**
 * The session secrets (SESSION_SECRETS, or SESSION_SECRET as a list of one): the first signs,
 * every one verifies, so a secret can be rotated without refusing what the previous one signed.
 */
export type SessionSecrets = readonly [signing: string, ...previous: string[]];

/** A secret must be at least this long (it is an HMAC key). */
export const MIN_SESSION_SECRET_LENGTH = 32;

export function sessionSecretsOf(
  signing: string,
  previous: readonly string[] = [],
): SessionSecrets {
  return [signing, ...previous.filter((secret) => secret !== signing)];
}

/**
 * The first non-null result of `verify` over the secrets, in order; null when none verified and
 * one check gave null. When every check throws, the
 * error thrown is the one of a secret whose signature matched (e.g. "exp" for an expired JWT),
 * else the first secret's.
 */
export async function verifiedWithAny<T>(
  secrets: SessionSecrets,
  verify: (secret: string) => Promise<T>,
): Promise<T> {
  const errors: unknown[] = [];
  let refused: { value: T } | null = null;
  for (const secret of secrets) {
    try {
      const verified = await verify(secret);
      if (verified !== null) return verified;
      refused = { value: verified };
    } catch (error) {
      errors.push(error);
    }
  }
  if (refused !== null) return refused.value;
  throw errors.find((error) => !isSignatureMismatch(error)) ?? errors[0];
}

function isSignatureMismatch(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED';
}

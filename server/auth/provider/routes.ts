import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type SessionSecrets, verifiedWithAny } from '../../sessionSecrets.ts';
import { verifyPassword } from '../password.ts';
import type { DemoAccount } from './demoAccounts.ts';
import { type EmbeddedProvider, PROVIDER_PATH, SIGN_IN_SCOPE } from './embeddedProvider.ts';
import {
  knownDeviceCookieName,
  knownDeviceCookieOptions,
  knownDeviceForAny,
  readKnownDevice,
  rememberAccount,
} from './knownDevice.ts';
import { errorPage, loginPage } from './pages.ts';
import {
  blockMessage,
  clearSignInFailures,
  recordSignInFailure,
  signInBlock,
} from './signInLimiter.ts';

/** Compared against when the email is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH =
  'scrypt$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000';

export interface ProviderRouteOptions {
  /** The first signs the known-device cookie; every one verifies it. */
  secrets: SessionSecrets;
  /** Secure, `__Secure-` prefixed cookies when the public URL is https. */
  secureCookies: boolean;
}

interface LoginForm {
  email?: string;
  password?: string;
}

/**
 * Mounts the embedded provider at /oidc: its Koa app answers everything under the path (the raw
 * request body is left unread for it), and our own interaction pages answer
 * /oidc/interaction/:uid (login form; consent is granted without asking for our own client).
 */
export async function mountEmbeddedProvider(
  app: FastifyInstance,
  embedded: EmbeddedProvider,
  db: Database,
  demoAccounts: () => Promise<DemoAccount[]>,
  options: ProviderRouteOptions,
): Promise<void> {
  const { provider } = embedded;
  const { secrets, secureCookies } = options;
  const deviceCookie = knownDeviceCookieName(secureCookies);
  const handle = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(PROVIDER_PATH.length) || '/';
      void handle(raw, reply.raw);
    };
    scope.all(PROVIDER_PATH, forward);
    scope.all(`${PROVIDER_PATH}/*`, forward);
  });

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
    }

    const renderLogin = async (
      reply: FastifyReply,
      uid: string,
      email?: string,
      error?: string,
      status = error ? 401 : 200,
    ) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          loginPage({
            action: `${PROVIDER_PATH}/interaction/${encodeURIComponent(uid)}/login`,
            email,
            error,
            demoAccounts: await demoAccounts(),
          }),
        );

    const interactionOf = async (request: FastifyRequest, reply: FastifyReply, uid: string) => {
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid === uid) return details;
      } catch {
        // Expired or unknown interaction: answered below.
      }
      await reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(errorPage('Sign-in expired', 'This sign-in page has expired. Please start again.'));
      return null;
    };

    scope.get<{ Params: { uid: string } }>(
      `${PROVIDER_PATH}/interaction/:uid`,
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return reply;
        if (details.prompt.name === 'login') return renderLogin(reply, details.uid);
        // Consent for our own first-party client: grant what it asked for.
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ accountId: details.session?.accountId, clientId: details.cid });
        if (!grant) return reply.code(400).send(errorPage('Sign-in problem', 'Grant not found'));
        grant.addOIDCScope(SIGN_IN_SCOPE);
        const grantId = await grant.save();
        const returnTo = await provider.interactionResult(request.raw, reply.raw, {
          consent: { grantId },
        });
        return reply.redirect(returnTo, 303);
      },
    );

    scope.post<{ Params: { uid: string }; Body: LoginForm | undefined }>(
      `${PROVIDER_PATH}/interaction/:uid/login`,
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return reply;
        const email = String(request.body?.email ?? '').trim();
        const password = String(request.body?.password ?? '');
        if (!email || !password) {
          return renderLogin(reply, details.uid, email, 'Enter your email and password.');
        }
        const device = await verifiedWithAny(secrets, (secret) =>
          readKnownDevice(secret, request.cookies?.[deviceCookie]),
        );
        const attempt = {
          email,
          address: request.ip,
          knownDevice: knownDeviceForAny(secrets, device, email),
        };
        const block = await signInBlock(db, attempt);
        if (block) {
          reply.header('retry-after', String(block.retryAfterSeconds));
          return renderLogin(reply, details.uid, email, blockMessage(block), 429);
        }
        const { rows } = await db.query<{ sub: string; password_hash: string }>(
          'SELECT sub, password_hash FROM users WHERE lower(email) = lower($1)',
          [email],
        );
        const user = rows[0];
        const matches = verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
        if (!user || !matches) {
          await recordSignInFailure(db, attempt);
          return renderLogin(reply, details.uid, email, 'The email or password is not correct.');
        }
        await clearSignInFailures(db, attempt);
        reply.setCookie(
          deviceCookie,
          await rememberAccount(secrets[0], device, email),
          knownDeviceCookieOptions(secureCookies),
        );
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: user.sub } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });
}

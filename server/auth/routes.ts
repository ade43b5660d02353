import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '../../contract/session.ts';
import type { Database } from '../db/database.ts';
import { type SessionSecrets, verifiedWithAny } from '../sessionSecrets.ts';
import { cookieNames } from './cookieNames.ts';
import { LOGIN_STATE_TTL_SECONDS, openLoginState, sealLoginState } from './loginState.ts';
import { logoutRefusal } from './logoutGuard.ts';
import { safeNextPath } from './nextPath.ts';
import type { OAuthClient } from './oauthClient.ts';
import { createSession, deleteSession, SESSION_MAX_MS, sessionIdOf } from './sessions.ts';
import { loadSessionUser } from './sessionUser.ts';

/** Where the browser goes to sign in (the client's page); sign-in errors come back as `?error=`. */
export const SIGN_IN_PAGE = '/authenticate';
/** The client's sign-out page (a button that POSTs /auth/logout), where GET /auth/logout leads. */
export const SIGN_OUT_PAGE = '/sign-out';

export interface AuthRouteDeps {
  db: Database;
  /** The first signs the sign-in state cookie; every one verifies it. */
  secrets: SessionSecrets;
  client: OAuthClient;
  /** Secure, `__Host-` / `__Secure-` prefixed cookies when the public URL is https. */
  secureCookies: boolean;
  /** The provider session id to link to ours (embedded provider: its session cookie). */
  providerSessionIdOf(request: FastifyRequest): string | null;
  /** Ends the provider's session too, so the next sign-in asks for the password again. */
  endProviderSession(providerSessionId: string): Promise<void>;
  /** The app's public origin (e.g. `http://localhost:8080`): a sign-out must come from it. */
  publicOrigin: string;
  /** After a sign-out deleted the session (the broker ends that session's MQTT connections). */
  onSessionEnded(sessionId: string): Promise<void>;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** /auth/login, /auth/callback, /auth/session and /auth/logout. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { db, client } = deps;
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: deps.secureCookies };
  const names = cookieNames(deps.secureCookies);

  const signInFailed = (reply: FastifyReply, error: string, next: string) =>
    reply.redirect(`${SIGN_IN_PAGE}?${new URLSearchParams({ error, next })}`, 303);

  app.get<{ Querystring: { next?: string; prompt?: string } }>(
    '/auth/login',
    async (request, reply) => {
      const next = safeNextPath(request.query.next);
      const prompt =
        request.query.prompt === 'login' || request.query.prompt === 'none'
          ? request.query.prompt
          : undefined;
      let started: Awaited<ReturnType<OAuthClient['startSignIn']>>;
      try {
        started = await client.startSignIn(next, prompt);
      } catch (error) {
        request.log.error({ err: error }, 'identity provider discovery failed');
        return noStore(reply).code(502).send({ message: 'The identity provider is unavailable' });
      }
      reply.setCookie(names.loginState, await sealLoginState(deps.secrets[0], started.loginState), {
        ...cookieBase,
        path: '/auth',
        maxAge: LOGIN_STATE_TTL_SECONDS,
      });
      return noStore(reply).redirect(started.url, 303);
    },
  );

  app.get('/auth/callback', async (request, reply) => {
    noStore(reply).clearCookie(names.loginState, { ...cookieBase, path: '/auth' });
    const sealed = request.cookies[names.loginState];
    const loginState = await verifiedWithAny(deps.secrets, (secret) =>
      openLoginState(secret, sealed),
    );
    if (!loginState) return signInFailed(reply, 'login_expired', '/');
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const result = await client.finishSignIn(query, loginState);
    if (!result.ok) {
      request.log.warn({ reason: result.reason, error: result.error }, 'sign-in refused');
      return signInFailed(reply, result.error, loginState.next);
    }
    if (!(await loadSessionUser(db, result.sub))) {
      request.log.warn({ sub: result.sub }, 'sign-in refused: no such user in this server');
      return signInFailed(reply, 'unknown_user', loginState.next);
    }
    const session = await createSession(db, result.sub, deps.providerSessionIdOf(request));
    reply.setCookie(names.session, session.token, {
      ...cookieBase,
      path: '/',
      maxAge: SESSION_MAX_MS / 1000,
    });
    return reply.redirect(safeNextPath(loginState.next), 303);
  });

  app.get('/auth/session', async (request, reply) => {
    noStore(reply);
    if (!request.sessionUser || request.sessionExpiresAt === null) {
      return reply.code(401).send({ authenticated: false } satisfies SessionResponse);
    }
    return {
      authenticated: true,
      user: request.sessionUser,
      expiresAt: request.sessionExpiresAt,
    } satisfies SessionResponse;
  });

  const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[names.session];
    if (token) {
      const providerSessionId = await deleteSession(db, token);
      // The session is gone either way; a broker that cannot end its connections now does at
      // its next check (its credentials no longer renew).
      await deps
        .onSessionEnded(sessionIdOf(token))
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'ending the MQTT sessions of a sign-out failed'),
        );
      if (providerSessionId) await deps.endProviderSession(providerSessionId);
    }
    noStore(reply).clearCookie(names.session, { ...cookieBase, path: '/' });
  };

  // Sign-out only by a POST from the app's own origin (a link or another site cannot sign the
  // user out); the app's fetch gets JSON, a plain form POST is sent on to sign-in.
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      // The sign-out page's form carries no field this route reads.
      scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _body, done) =>
        done(null, {}),
      );
    }
    scope.post('/auth/logout', async (request, reply) => {
      const refusal = logoutRefusal(request, deps.publicOrigin);
      if (refusal) {
        return noStore(reply).code(refusal.statusCode).send({ message: refusal.message });
      }
      await endSession(request, reply);
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return reply.redirect(SIGN_IN_PAGE, 303);
      }
      return { authenticated: false } satisfies SessionResponse;
    });
  });

  // A GET (a link, an image, another site) signs nobody out: the app's page asks first.
  app.get('/auth/logout', async (_request, reply) => noStore(reply).redirect(SIGN_OUT_PAGE, 303));
}

import { createHmac } from 'node:crypto';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db/database.ts';
import type { SessionSecrets } from '../../sessionSecrets.ts';
import { AUTHORISATION_CLAIM, AUTHORISATION_SCOPE } from '../idTokenChecks.ts';
import { loadSessionUser } from '../sessionUser.ts';
import { artifactAdapterFor } from './artifactAdapter.ts';
import { errorPage } from './pages.ts';
import { loadOrCreateSigningKeys } from './signingKeys.ts';

/** Where the embedded provider lives on the app's own origin. */
export const PROVIDER_PATH = '/oidc';
export const CLIENT_ID = 'gatehouse';
export const SIGN_IN_SCOPE = `openid email profile ${AUTHORISATION_SCOPE}`;
/** Well above the spec's 300 s expiry margin, so a fresh token always passes the check. */
export const ID_TOKEN_TTL_SECONDS = 60 * 60;

export interface EmbeddedProvider {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The cookie holding the provider's session id (ended with the app's session). */
  sessionCookie: string;
}

const PROVIDER_SESSION_COOKIE = '_session';

export function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

/**
 * The embedded OpenID provider (oidc-provider 8, the line that supports Node 20): one confidential client (this server, PKCE
 * required), accounts from the users table, claims sub, email, name and `gatehouse_authz`
 * (organisation id and account flags). Consent is implied for this first-party client.
 */
export async function createEmbeddedProvider(options: {
  db: Database;
  publicUrl: string;
  /** The first derives the client secret; all derive the cookie keys (the first signs). */
  secrets: SessionSecrets;
}): Promise<EmbeddedProvider> {
  const { db } = options;
  const issuer = `${options.publicUrl}${PROVIDER_PATH}`;
  const clientSecret = derivedSecret(options.secrets[0], 'oidc client secret');
  const redirectUri = `${options.publicUrl}/auth/callback`;
  const keys = await loadOrCreateSigningKeys(db);

  const provider = new Provider(issuer, {
    adapter: artifactAdapterFor(db),
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        client_name: 'Gatehouse',
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys },
    cookies: {
      keys: options.secrets.map((secret) => derivedSecret(secret, 'oidc provider cookies')),
      names: {
        session: PROVIDER_SESSION_COOKIE,
        interaction: '_interaction',
        resume: '_interaction_resume',
      },
    },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['name'],
      [AUTHORISATION_SCOPE]: [AUTHORISATION_CLAIM],
    },
    // Put the scope's claims in the ID token itself: it is what the client checks.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: {
      url: (_ctx, interaction) => `${PROVIDER_PATH}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: ID_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ID_TOKEN_TTL_SECONDS,
      Interaction: 15 * 60,
      Session: 12 * 60 * 60,
      Grant: 12 * 60 * 60,
    },
    async findAccount(_ctx, sub) {
      const user = await loadSessionUser(db, sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          name: user.name,
          [AUTHORISATION_CLAIM]: { organisationId: user.organisationId, flags: user.flags },
        }),
      };
    },
    loadExistingGrant: grantFirstPartyConsent,
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in problem', String(out.error_description ?? out.error));
    },
  });
  return {
    provider,
    issuer,
    clientId: CLIENT_ID,
    clientSecret,
    redirectUri,
    sessionCookie: PROVIDER_SESSION_COOKIE,
  };
}

/** The stored grant, or (for our own client) a new grant of what it asked for: no consent page. */
async function grantFirstPartyConsent(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await oidc.provider.Grant.find(grantId);
    if (existing) return existing;
  }
  if (client.clientId !== CLIENT_ID) return undefined;
  const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope(SIGN_IN_SCOPE);
  await grant.save();
  return grant;
}

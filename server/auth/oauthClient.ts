import * as oauth from 'oauth4webapi';
import { checkIdTokenClaims } from './idTokenChecks.ts';
import type { LoginState } from './loginState.ts';

export interface OAuthClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
  /** Replaces fetch for calls to the provider (the embedded one is reached in-process). */
  fetch?: (url: string, options: oauth.CustomFetchOptions<string, unknown>) => Promise<Response>;
}

export type SignInResult =
  | { ok: true; sub: string }
  /** `error`: a short code for the sign-in page; `reason`: the detail for the server log. */
  | { ok: false; error: string; reason: string };

/**
 * The server as OAuth client (oauth4webapi 3): authorization code + PKCE + state + nonce with a
 * confidential client, then the spec's ID-token checks. Discovery runs on first use (the provider
 * may be this very server, not listening yet at start-up) and is retried after a failure.
 */
export function createOAuthClient(config: OAuthClientConfig) {
  const client: oauth.Client = { client_id: config.clientId };
  const clientAuth = oauth.ClientSecretBasic(config.clientSecret);
  const requestOptions = {
    [oauth.allowInsecureRequests]: config.issuer.startsWith('http://'),
    ...(config.fetch ? { [oauth.customFetch]: config.fetch } : {}),
  };
  let discovered: Promise<oauth.AuthorizationServer> | null = null;

  const authorizationServer = (): Promise<oauth.AuthorizationServer> => {
    discovered ??= (async () => {
      const issuer = new URL(config.issuer);
      const response = await oauth.discoveryRequest(issuer, {
        ...requestOptions,
        algorithm: 'oidc',
      });
      return oauth.processDiscoveryResponse(issuer, response);
    })().catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    /** The provider URL to send the browser to, and the state to keep until the callback. */
    async startSignIn(next: string, prompt?: 'login' | 'none') {
      const as = await authorizationServer();
      if (!as.authorization_endpoint) throw new Error('The provider has no authorization endpoint');
      const loginState: LoginState = {
        codeVerifier: oauth.generateRandomCodeVerifier(),
        state: oauth.generateRandomState(),
        nonce: oauth.generateRandomNonce(),
        next,
      };
      const url = new URL(as.authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: config.scope,
        code_challenge: await oauth.calculatePKCECodeChallenge(loginState.codeVerifier),
        code_challenge_method: 'S256',
        state: loginState.state,
        nonce: loginState.nonce,
        ...(prompt ? { prompt } : {}),
      }).toString();
      return { url: url.href, loginState };
    },

    /** Exchanges the code of the callback `query` and checks the ID token. */
    async finishSignIn(query: URLSearchParams, loginState: LoginState): Promise<SignInResult> {
      const as = await authorizationServer();
      let params: URLSearchParams;
      try {
        params = oauth.validateAuthResponse(as, client, query, loginState.state);
      } catch (error) {
        if (error instanceof oauth.AuthorizationResponseError) {
          return { ok: false, error: error.error, reason: error.error_description ?? error.error };
        }
        return { ok: false, error: 'invalid_response', reason: String(error) };
      }
      let claims: oauth.IDToken | undefined;
      try {
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          clientAuth,
          params,
          config.redirectUri,
          loginState.codeVerifier,
          requestOptions,
        );
        const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
          expectedNonce: loginState.nonce,
          requireIdToken: true,
        });
        claims = oauth.getValidatedIdTokenClaims(result);
      } catch (error) {
        return { ok: false, error: 'token_exchange_failed', reason: String(error) };
      }
      if (!claims) return { ok: false, error: 'invalid_token', reason: 'no ID token' };
      const check = checkIdTokenClaims(claims as Record<string, unknown>, {
        issuer: as.issuer,
        audience: config.clientId,
        nonce: loginState.nonce,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
      if (!check.valid) return { ok: false, error: 'invalid_token', reason: check.reason };
      return { ok: true, sub: check.sub };
    },
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;

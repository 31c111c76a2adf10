import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export type OidcEndpoints = {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string | undefined;
  jwksUri: string;
  /** RP-initiated logout, when the issuer offers it. */
  endSessionEndpoint: string | undefined;
};

/** Reads the issuer's discovery document (`/.well-known/openid-configuration`). */
export async function discover(issuer: string, fetchFrom = issuer): Promise<OidcEndpoints> {
  const url = `${fetchFrom.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`OpenID Connect discovery failed at ${url}: ${res.status}`);
  const doc = (await res.json()) as Record<string, string | undefined>;
  if (!doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri) {
    throw new Error(`OpenID Connect discovery at ${url} lacks endpoints`);
  }
  return {
    issuer: doc.issuer ?? issuer,
    authorizationEndpoint: doc.authorization_endpoint,
    tokenEndpoint: doc.token_endpoint,
    userinfoEndpoint: doc.userinfo_endpoint,
    jwksUri: doc.jwks_uri,
    endSessionEndpoint: doc.end_session_endpoint,
  };
}

export type IdTokenVerifier = (idToken: string, expected: { nonce: string | undefined }) => Promise<JWTPayload>;

/**
 * grant checks only `aud` and `nonce`; the signature (against the issuer's JWKS), `iss`, `aud`,
 * expiry and nonce are all verified here before anyone is signed in.
 */
export function idTokenVerifier(options: { issuer: string; audience: string; jwksUri: string }): IdTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUri));
  return async (idToken, expected) => {
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: options.issuer,
      audience: options.audience,
      clockTolerance: 30,
    });
    if (!expected.nonce || payload.nonce !== expected.nonce) throw new Error('id_token nonce mismatch');
    return payload;
  };
}

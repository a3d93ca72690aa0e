/**
 * Signt's public signer tokens (product spec §4 and §6): «Public signer token stops working once the signer signs
 * with finish = 1, or when revoke-token is called.» «Tokens are temporary and expire by expires_in minutes.» with
 * the signer's `expires_in` (§3: «expires_in (minutes, 0 = none)»). Only tokens this sandbox issued
 * (`GET /signers/{id}/create-token`) are tracked: any other bearer value is taken as today, since the sandbox cannot
 * know it. A token that stopped working gets the one refusal these calls document: 403 «Missing authorization token».
 */
import type {Resource} from '../shapes';
import type {LifecycleRule, RuleContext} from './types';

/** The store's internal collection of issued tokens (not an API model: the panels do not list it). */
export const TOKENS = '#tokens';
const SIGNERS = '/signers';

interface TokenRecord extends Resource {
  id: string;
  signer_id: string;
  /** Epoch milliseconds on the simulator clock, or null: never expires. */
  expires_at: number | null;
  stopped: 'revocado' | 'firmado' | null;
}

const bearerOf = (context: RuleContext) => /^bearer\s+(\S+)/i.exec(context.valid.headers.authorization ?? '')?.[1];

function trackedToken(context: RuleContext): TokenRecord | undefined {
  const token = bearerOf(context);
  return token ? (context.store.find(context.api, TOKENS, token) as TokenRecord | undefined) : undefined;
}

/** The documented 403 when the token was revoked, its signer finished, or it expired on the simulator clock. */
function refuseStoppedToken(context: RuleContext) {
  const token = trackedToken(context);
  if (!token) return undefined;
  const expired = token.expires_at !== null && context.clock().getTime() >= token.expires_at;
  return token.stopped || expired ? context.documented(403) : undefined;
}

const withTokenChecks = (operationId: string, extra: Partial<LifecycleRule> = {}): LifecycleRule => ({
  api: 'signt',
  operationId,
  quote:
    'Public signer token stops working once the signer signs with finish = 1, or when revoke-token is called. (§6) Tokens are temporary and expire by expires_in minutes.',
  refuse: refuseStoppedToken,
  ...extra,
});

/** The token's signer, as the answer of a public signer's call names it. */
function signerAnswer(context: RuleContext, token: TokenRecord | undefined, changes: Resource = {}) {
  if (!token) return undefined;
  const signer = context.store.find(context.api, SIGNERS, token.signer_id);
  if (!signer) return undefined;
  const updated = Object.keys(changes).length > 0 ? context.store.update(context.api, SIGNERS, token.signer_id, changes)! : signer;
  return context.answerResource(updated, 'id');
}

export const SIGNT_TOKEN_RULES: LifecycleRule[] = [
  {
    api: 'signt',
    operationId: 'createSignerToken',
    quote:
      'Tokens are temporary and expire by expires_in minutes. (§3) Signer (external signing platform link): id, … expires_in (minutes, 0 = none)',
    apply(context) {
      const signer = context.resource!;
      const token = `sandbox-${globalThis.crypto.randomUUID()}`;
      const minutes = Number(signer.expires_in ?? 0) || 0;
      const expiresAt = minutes > 0 ? context.clock().getTime() + minutes * 60_000 : null;
      const record: TokenRecord = {id: token, signer_id: String(signer.id), expires_at: expiresAt, stopped: null};
      context.store.insert(context.api, TOKENS, token, record);
      const example = context.successValue() as {result?: Record<string, unknown>};
      const expiration = expiresAt === null ? null : new Date(expiresAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
      return context.answer({...example, result: {...example.result, token, expiration}});
    },
  },
  withTokenChecks('getPublicSignerDocumentInfo'),
  withTokenChecks('previewPublicSignerDocument'),
  withTokenChecks('signWithFielAsPublicSigner'),
  withTokenChecks('revokePublicSignerToken', {
    apply(context) {
      const token = trackedToken(context);
      if (token) context.store.update(context.api, TOKENS, token.id, {stopped: 'revocado'});
      return signerAnswer(context, token);
    },
  }),
  withTokenChecks('signAsPublicSigner', {
    apply(context) {
      const token = trackedToken(context);
      if (!token || Number((context.valid.body as {finish?: unknown})?.finish) !== 1) return undefined;
      context.store.update(context.api, TOKENS, token.id, {stopped: 'firmado'});
      return signerAnswer(context, token, {signed_at: context.now()});
    },
  }),
];

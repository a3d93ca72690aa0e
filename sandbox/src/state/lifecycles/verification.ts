/**
 * An accepted INE validation is its own request (§3: «Accepted response: webhook_uuid and integer timestamp»): each
 * `POST /validate` answers a new `webhook_uuid`, the rest of the documented answer as it is. Its result goes to the
 * webhook (events/triggers.ts).
 */
import type {LifecycleRule} from './types';

export const VERIFICATION_RULES: LifecycleRule[] = [
  {
    api: 'verification',
    operationId: 'validateIne',
    quote: 'Accepted response: webhook_uuid and integer timestamp.',
    apply(context) {
      const example = context.successValue() as Record<string, unknown>;
      return context.answer({...example, webhook_uuid: globalThis.crypto.randomUUID()});
    },
  },
];

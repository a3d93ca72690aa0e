/**
 * People's phone and e-mail verification (product spec §4): «Phone and e-mail verification: send a code, then
 * validate it.» The simulator sends no message: the code it accepts is the one of the documented example of the
 * validation call (`482913` in the published spec), and a validation needs a code sent before to that person's phone
 * or e-mail. The contract documents no wording for a refused code, so the refusal is People's validation fault (422)
 * with the simulator's reason. A validated contact's `sms_confirmation` or `email_confirmation` becomes true, as the
 * documented answer of the validation shows it.
 */
import type {LifecycleRule, RuleContext} from './types';

/** The store's internal collection of codes sent and not yet validated. */
export const CODES = '#codigos';
const CONTACTS = '/person-contact';

type Channel =
  {kind: 'sms'; field: 'phone'; confirmation: 'sms_confirmation'} | {kind: 'email'; field: 'email'; confirmation: 'email_confirmation'};
const SMS: Channel = {kind: 'sms', field: 'phone', confirmation: 'sms_confirmation'};
const EMAIL: Channel = {kind: 'email', field: 'email', confirmation: 'email_confirmation'};

const body = (context: RuleContext) => (context.valid.body ?? {}) as Record<string, unknown>;
const codeKey = (channel: Channel, context: RuleContext) =>
  `${channel.kind} ${String(body(context).person_id)} ${String(body(context)[channel.field] ?? '')}`;

/** The code the simulator accepts: the documented example's of this validation call. */
export function documentedCode(context: RuleContext): string | undefined {
  const content = context.valid.operation.operation.requestBody?.content ?? {};
  const example = Object.values<{example?: {code?: unknown}}>(content)[0]?.example;
  return typeof example?.code === 'string' ? example.code : undefined;
}

const send = (channel: Channel, operationId: string): LifecycleRule => ({
  api: 'people',
  operationId,
  quote: 'Phone and e-mail verification: send a code, then validate it.',
  apply(context) {
    const id = codeKey(channel, context);
    context.store.insert(context.api, CODES, id, {id});
    return undefined;
  },
});

const validate = (channel: Channel, operationId: string, sendPath: string): LifecycleRule => ({
  api: 'people',
  operationId,
  quote: 'Phone and e-mail verification: send a code, then validate it.',
  refuse(context) {
    if (!context.store.find(context.api, CODES, codeKey(channel, context)))
      return context.refuse(
        'code',
        `no se envió un código a ${channel.kind === 'sms' ? 'ese teléfono' : 'ese correo'} para esta persona: llama antes a POST ${sendPath}`,
      );
    const expected = documentedCode(context);
    const sent = body(context).code;
    if (expected !== undefined && sent !== expected) return context.refuse('code', `no es el código que envió el simulador (${expected})`);
    return undefined;
  },
  apply(context) {
    context.store.remove(context.api, CODES, codeKey(channel, context));
    const {person_id: personId} = body(context);
    const contact = context.store
      .list(context.api, CONTACTS)
      .find((candidate) => candidate.person_id === personId && candidate[channel.field] === body(context)[channel.field]);
    if (!contact) return undefined;
    const confirmed = context.store.update(context.api, CONTACTS, String(contact.id), {
      [channel.confirmation]: true,
      updated_at: context.now(),
    })!;
    return context.answerResource(confirmed, 'id');
  },
});

export const PEOPLE_VERIFICATION_RULES: LifecycleRule[] = [
  send(SMS, 'sendContactSmsCode'),
  validate(SMS, 'validateContactSmsCode', '/person-contact/send-sms-code'),
  send(EMAIL, 'sendContactEmailCode'),
  validate(EMAIL, 'validateContactEmailCode', '/person-contact/send-email-code'),
];

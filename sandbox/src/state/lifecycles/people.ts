/** People's stated starting states and transitions (product spec §3 and §4). */
import type {LifecycleRule} from './types';

export const PEOPLE_RULES: LifecycleRule[] = [
  {
    api: 'people',
    operationId: 'createPersonContact',
    quote: 'Contact data: id, person_id, email, phone (with country code), email_confirmation, sms_confirmation (booleans, start false)',
    afterCreate: (context, created) =>
      context.store.update(context.api, '/person-contact', String(created.id), {email_confirmation: false, sms_confirmation: false})!,
  },
];

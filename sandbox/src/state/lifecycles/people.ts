/** People's stated starting states and transitions (product spec §3 and §4). */
import type {Resource} from '../shapes';
import type {LifecycleRule} from './types';

const PEOPLE = '/people';
const TEMPORARY_PEOPLE = '/temporary-people';
/** What a temporary person and a person share (§3 lists both entities' fields). */
const SHARED_FIELDS = [
  'national_id',
  'name',
  'first_lastname',
  'second_lastname',
  'birthdate',
  'gender',
  'tax_id',
  'extra_data',
  'facetec_ref_id',
  'external_ref_id',
  'biometrics',
];

export const PEOPLE_RULES: LifecycleRule[] = [
  {
    api: 'people',
    operationId: 'createPersonContact',
    quote: 'Contact data: id, person_id, email, phone (with country code), email_confirmation, sms_confirmation (booleans, start false)',
    afterCreate: (context, created) =>
      context.store.update(context.api, '/person-contact', String(created.id), {email_confirmation: false, sms_confirmation: false})!,
  },
  {
    api: 'people',
    operationId: 'createPersonFromTemporaryPerson',
    quote:
      'Temporary person can be turned into a person with person_data, employment_data, bank_data, extra_data. (§3) Temporary person: id, … person_id. … temporary_ref_id',
    apply(context) {
      const temporary = context.resource!;
      const example = (context.successValue() as {result?: Resource}).result ?? {};
      const sent = (context.valid.body ?? {}) as {person_data?: Resource; extra_data?: unknown};
      const given: Resource = {...sent.person_data, ...(sent.extra_data !== undefined ? {extra_data: sent.extra_data} : {})};
      const id = context.newId(PEOPLE);
      const person: Resource = {};
      for (const [field, value] of Object.entries(example)) {
        if (field === 'id') person[field] = id;
        else if (field in given) person[field] = given[field];
        else if (SHARED_FIELDS.includes(field) && temporary[field] !== undefined) person[field] = temporary[field];
        else if (field === 'temporary_ref_id') person[field] = temporary.id;
        else if (field === 'created_at' || field === 'updated_at') person[field] = context.now();
        else person[field] = value;
      }
      context.store.insert(context.api, PEOPLE, String(id), person, true);
      context.store.update(context.api, TEMPORARY_PEOPLE, String(temporary.id), {person_id: id});
      return context.answerResource(person, 'id');
    },
  },
];

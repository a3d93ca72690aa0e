/** Every lifecycle rule of the sandbox, one table per resource family; the sandbox page lists them with their quotes. */
import {PEOPLE_RULES} from './people';
import {PEOPLE_VERIFICATION_RULES} from './peopleVerification';
import {SIGNT_DOCUMENT_RULES} from './signtDocuments';
import {SIGNT_TOKEN_RULES} from './signtTokens';
import type {LifecycleRule} from './types';

export type {LifecycleRule, RuleContext} from './types';

export const LIFECYCLE_RULES: readonly LifecycleRule[] = [
  ...SIGNT_DOCUMENT_RULES,
  ...SIGNT_TOKEN_RULES,
  ...PEOPLE_RULES,
  ...PEOPLE_VERIFICATION_RULES,
];

export function rulesOf(api: string): Map<string, LifecycleRule> {
  return new Map(LIFECYCLE_RULES.filter((rule) => rule.api === api).map((rule) => [rule.operationId, rule]));
}

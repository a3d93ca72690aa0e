/** Every lifecycle rule of the sandbox, one table per resource family; the sandbox page lists them with their quotes. */
import {PEOPLE_RULES} from './people';
import {PEOPLE_FILE_COLLECTION, PEOPLE_FILE_RULES} from './peopleFiles';
import {PEOPLE_VERIFICATION_RULES} from './peopleVerification';
import {SIGNT_DOCUMENT_RULES} from './signtDocuments';
import {SIGNT_TOKEN_RULES} from './signtTokens';
import type {LifecycleRule, RuleCollection} from './types';
import {VERIFICATION_RULES} from './verification';
import {WORKFLOW_RULES} from './workflows';

export type {LifecycleRule, RuleCollection, RuleContext} from './types';

/** The collections lifecycles keep that no path reveals as a model. */
export const RULE_COLLECTIONS: readonly RuleCollection[] = [PEOPLE_FILE_COLLECTION];

export const LIFECYCLE_RULES: readonly LifecycleRule[] = [
  ...SIGNT_DOCUMENT_RULES,
  ...SIGNT_TOKEN_RULES,
  ...PEOPLE_RULES,
  ...PEOPLE_VERIFICATION_RULES,
  ...PEOPLE_FILE_RULES,
  ...WORKFLOW_RULES,
  ...VERIFICATION_RULES,
];

export function rulesOf(api: string): Map<string, LifecycleRule> {
  return new Map(LIFECYCLE_RULES.filter((rule) => rule.api === api).map((rule) => [rule.operationId, rule]));
}

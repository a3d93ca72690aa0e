/**
 * A lifecycle rule is one row of a table, the way WireMock's scenarios name a state per resource: the call, the
 * state it needs (or the documented refusal it gets), the state it leaves, and the product spec's quote that
 * states it. A rule the product spec does not state is not written.
 */
import type {ValidRequest} from '../../engine/engine';
import type {SandboxResponse} from '../../engine/types';
import type {Resource} from '../shapes';
import type {Store} from '../store';

export interface RuleContext {
  api: string;
  valid: ValidRequest;
  store: Store;
  /** The resource the call acts on (its path id), when it has one. */
  resource?: Resource;
  /** The simulator clock's time, as the API writes timestamps. */
  now: () => string;
  newId: (model: string) => string | number;
  /** The stored resource of another model, by id (a signer, a person). */
  find: (model: string, id: string) => Resource | undefined;
  /** `resource` answered in the place of the resource the success example holds (`idField` tells which). */
  answerResource: (resource: Resource, idField?: string) => SandboxResponse;
  /** `items` paged (the query's `page`, the API's page size for `collection`) in the success example's envelope. */
  answerPage: (items: Resource[], collection: string) => SandboxResponse;
  /** The operation's documented answer of that status (and named example). */
  documented: (status: number, exampleName?: string) => SandboxResponse;
  /** The API's validation fault for a request the state refuses, on `field`, with the simulator's reason. */
  refuse: (field: string, reason: string) => SandboxResponse;
  /** The simulator clock's time. */
  clock: () => Date;
  /** An answer with `value` as the JSON body and the operation's success status. */
  answer: (value: unknown) => SandboxResponse;
  /** The operation's documented success example, with the example's ids replaced by the resource's. */
  successValue: () => unknown;
}

/** A collection a lifecycle keeps that no path reveals as a model (People's media files), with its id field. */
export interface RuleCollection {
  api: string;
  collection: string;
  idField: string;
  /** The resources a fresh store starts with, from the documented examples (`exampleOf` reads an operation's). */
  seed: (exampleOf: (operationId: string) => unknown) => Resource[];
}

export interface LifecycleRule {
  api: string;
  operationId: string;
  /** The product spec's words that state the rule (§4 States and transitions, §8 Error catalogue). */
  quote: string;
  /** The documented refusal when the resource is not in the state the call needs. */
  refuse?: (context: RuleContext) => SandboxResponse | undefined;
  /** The change the call makes, and its answer (undefined: the usual answer of the call's verb). */
  apply?: (context: RuleContext) => SandboxResponse | undefined;
  /** Before a create through the API is stored: the resource as the product states it (no change is heard yet). */
  beforeCreate?: (context: RuleContext, resource: Resource) => Resource;
  /** After a create through the API: what the product states the new resource starts with. */
  afterCreate?: (context: RuleContext, created: Resource) => Resource;
}

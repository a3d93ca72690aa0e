/**
 * The sandbox engine: the contract of each API answered from its published spec, with no Node or
 * browser dependency (the try-it console runs it in the page, the CLI behind an HTTP server).
 */
export {
  createApiSandbox,
  parsePrefer,
  responseExamples,
  type ApiSandbox,
  type DocumentedExample,
  type Evaluation,
  type ValidRequest,
} from './engine';
export {createSandbox, routeOf, routesOf, knownStarts, BASE_URL_PATH, type Sandbox, type SandboxRoute} from './router';
export {listScenarios, preferHeader, type OperationScenarios, type Scenario} from './scenarios';
export {documentedWebhooks, checkWebhookPayload, type DocumentedWebhook, type WebhookExample} from './webhooks';
export {SANDBOX_PREFIX} from './messages';
export {SANDBOX_NOTE} from './dialects';
export * from './types';

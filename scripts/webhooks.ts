/**
 * Webhook tester: `npm run webhooks -- list` lists the webhooks the eight specs document, and
 * `npm run webhooks -- send [<api>] <webhook> --to <url> [--example <nombre>] [--timeout <s>]` posts
 * the documented example payload (checked against the webhook's schema first) to a receiver and
 * prints its status, time and body. The @identia/sandbox package's command (sandbox/src/cli) on the
 * repository's specs. Exit codes: 0 answered as the contract expects, 1 answered otherwise, 2 bad
 * input or no delivery.
 */
import {services} from '../config/services';
import {runAsProcess} from '../sandbox/src/cli/main';
import {loadSandboxModels} from './lib/sandboxModels';

loadSandboxModels(services).then(
  (models) =>
    runAsProcess([...process.argv.slice(2)], {
      models: models.map(({service, model}) => ({id: service.id, label: service.label, spec: model})),
      program: 'npm run webhooks --',
      command: 'webhooks',
    }),
  (error: Error) => {
    console.error(error.message);
    process.exit(2);
  },
);

/**
 * One local mock of all eight APIs for a whole `describe` (guides, journeys): started before its first test on a
 * port the system gives (listen(0)), stopped after its last. The accessor fails the test, in Spanish, if the mock did not start.
 */
import assert from 'node:assert/strict';
import {after, before} from 'node:test';
import {services} from '../../config/services';
import {startMockGateway, type RunningGateway} from '../../scripts/lib/mockGateway';

export function mockForSuite({state = false}: {state?: boolean} = {}): () => RunningGateway {
  let mock: RunningGateway | undefined;
  before(async () => {
    mock = await startMockGateway({services, port: 0, log: () => {}, state});
  });
  after(async () => {
    await mock?.stop();
  });
  return () => {
    assert.ok(mock, 'el servidor de pruebas no arrancó');
    return mock;
  };
}

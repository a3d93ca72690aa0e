import assert from 'node:assert/strict';
import {test} from 'node:test';
import {operationSlug, serviceArtifacts, services} from '../../config/services';

test('el slug de una operación sale de su operationId, legible y estable', () => {
  assert.equal(operationSlug('createPerson'), 'create-person');
  assert.equal(operationSlug('getIneOCRResult'), 'get-ine-ocr-result');
  assert.equal(operationSlug('validateCURP'), 'validate-curp');
  assert.equal(operationSlug('sha256Verify'), 'sha256-verify');
  assert.equal(operationSlug('document_finished'), 'document-finished');
});

test('cada servicio tiene un solo mapa de rutas y descargas', () => {
  for (const service of services) {
    const artifacts = serviceArtifacts(service);
    assert.equal(artifacts.route, service.route);
    assert.equal(serviceArtifacts(service.id).json, `/openapi/${service.id}.json`);
    assert.equal(artifacts.operationRoute('createPerson'), `${service.route}/create-person`);
    assert.equal(artifacts.operationMarkdown('createPerson'), `${service.route}/create-person.md`);
  }
});

import assert from 'node:assert/strict';
import {test} from 'node:test';
import {clabeCheckDigit, curpCheckDigit, isValidClabe, isValidCurp, isValidRfc, rfcCheckDigit} from '../../scripts/lib/mexicanIds';

test('CURP: dígito verificador de una CURP publicada por RENAPO como ejemplo', () => {
  assert.equal(curpCheckDigit('HEGG560427MVZRRL0'), '4');
  assert.ok(isValidCurp('HEGG560427MVZRRL04'));
  assert.equal(isValidCurp('HEGG560427MVZRRL05'), false);
  assert.equal(isValidCurp('HEGG560427MVZRRL0'), false);
});

test('RFC: persona física y persona moral', () => {
  assert.equal(rfcCheckDigit('GODE561231GR'), '8');
  assert.ok(isValidRfc('GODE561231GR8'));
  assert.equal(isValidRfc('GODE561231GR9'), false);
  // A legal person's RFC has 12 characters and is padded with a space for the calculation.
  const moral = `ABC680524P7${rfcCheckDigit('ABC680524P7')}`;
  assert.equal(moral.length, 12);
  assert.ok(isValidRfc(moral));
});

test('CLABE: pesos 3, 7, 1', () => {
  assert.equal(clabeCheckDigit('03218000011835971'), '9');
  assert.ok(isValidClabe('032180000118359719'));
  assert.equal(isValidClabe('032180000118359710'), false);
  assert.equal(isValidClabe('03218000011835971'), false);
});

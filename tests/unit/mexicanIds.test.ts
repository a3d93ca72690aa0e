import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  clabeCheckDigit,
  curpCheckDigit,
  isValidClabe,
  isValidCurp,
  isValidRfc,
  mrzCheckDigit,
  rfcCheckDigit,
} from '../../sandbox/src/engine/mexicanIds';

test('CURP: dígito verificador de una CURP publicada por RENAPO como ejemplo', () => {
  assert.equal(curpCheckDigit('HEGG560427MVZRRL0'), '4');
  assert.ok(isValidCurp('HEGG560427MVZRRL04'));
  assert.equal(isValidCurp('HEGG560427MVZRRL05'), false);
  assert.equal(isValidCurp('HEGG560427MVZRRL0'), false);
});

test('CURP: el sexo X se acepta con su dígito; cualquier otra letra en esa posición no', () => {
  const first17 = 'HEGG560427XVZRRL0';
  assert.ok(isValidCurp(first17 + curpCheckDigit(first17)));
  const other = 'HEGG560427QVZRRL0';
  assert.equal(isValidCurp(other + curpCheckDigit(other)), false);
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

test('zona de lectura mecánica de la INE: pesos 7, 3, 1, como el reverso de ejemplo de la API de Vision', () => {
  // The published IneBack example: CIC 187456321 with cic_digit_check 5, dates 850101 (9) and 291231 (6), composite 4.
  const [first, second] = ['IDMEX1874563215<<4521087963214', '8501019H2912316MEX<02<<0458214'];
  assert.equal(mrzCheckDigit('187456321'), '5');
  assert.equal(mrzCheckDigit('850101'), '9');
  assert.equal(mrzCheckDigit('291231'), '6');
  assert.equal(mrzCheckDigit(first.slice(5) + second.slice(0, 7) + second.slice(8, 15) + second.slice(18, 29)), '4');
  assert.equal(mrzCheckDigit('ABC<'), String((10 * 7 + 11 * 3 + 12 * 1) % 10));
  assert.throws(() => mrzCheckDigit('12-4'), /Carácter inválido/);
});

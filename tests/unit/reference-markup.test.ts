/** The reference-page checks on built HTML find what they look for. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import {englishInMarkup, headingProblems, idProblems, nameProblems} from '../e2e/referenceMarkup';

describe('revisión del HTML de las páginas de la referencia', () => {
  test('inglés de la interfaz fuera del código, también en aria-label', () => {
    const $ = load(
      '<body><main><p>Ejemplos de respuesta</p><pre>required</pre><code>items</code><button aria-label="Copy">⧉</button></main></body>',
    );
    assert.deepEqual(englishInMarkup($), ['Copy']);
    assert.deepEqual(englishInMarkup(load('<body><p>Campos obligatorios</p></body>')), []);
  });

  test('ids repetidos y referencias a ids que no existen', () => {
    const $ = load(
      '<body><h2 id="a">A</h2><h2 id="a">B</h2><section aria-labelledby="b"></section><a href="#c">ir</a><a href="#a">ir</a></body>',
    );
    assert.deepEqual(idProblems($), [
      'id repetido «a» (2 veces)',
      'aria-labelledby="b" no existe en la página',
      'el enlace #c no lleva a ningún elemento',
    ]);
  });

  test('enlaces y botones sin nombre, imágenes sin alt', () => {
    const $ = load(
      '<body><a href="/x"></a><a href="/y" aria-label="Inicio"></a><button><svg></svg></button><img src="logo.svg"><img src="f.png" alt=""></body>',
    );
    const problems = nameProblems($);
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems[0], /^a sin nombre/);
    assert.match(problems[1], /^button sin nombre/);
    assert.equal(problems[2], 'imagen sin alt: logo.svg');
  });

  test('encabezados: un h1 al principio y ningún nivel saltado', () => {
    assert.deepEqual(headingProblems(load('<body><main><h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2></main></body>')), []);
    assert.deepEqual(headingProblems(load('<body><main><h1>A</h1><h2>B</h2><h4>C</h4></main></body>')), ['encabezados: h2 seguido de h4']);
    assert.equal(headingProblems(load('<body><main><h2>B</h2><h1>A</h1></main></body>')).length, 1);
  });
});

/**
 * The models a «No query results for model» message may name (issue 37). The product spec lists the models that
 * message names; only some of them by the identifier the API writes (Person, PeopleGroup…), the rest in words
 * (reference, bank, document event…). An example names a model only where the spec gives its identifier, as
 * `No query results for model [Person]`; for the models the spec names in words it shows the message the spec
 * gives, `No query results for model`, with no model (openapi/README.md, «Lecturas de frases ambiguas»). One
 * reading for all APIs: a name in brackets that the spec does not give would be a class name we made up.
 */
import {isNode} from './specGraph';
import {escapeSegment} from './ruleInventory';

const MESSAGE = 'No query results for model';

/** The identifiers the product spec gives after «'No query results for model' naming», in its order. */
export function namedModels(productSpec: string): string[] {
  const sentence = new RegExp(`'${MESSAGE}' naming ([^;]+);`).exec(productSpec.replace(/\s+/g, ' '));
  if (!sentence) throw new Error(`el spec del producto ya no dice qué modelos nombra «${MESSAGE}»`);
  return sentence[1]
    .split(/,\s*/)
    .map((name) => name.trim())
    .filter((name) => /^[A-Z][A-Za-z]+$/.test(name));
}

/** Why one text naming the message is wrong, or undefined when it names no model or one the spec gives. */
export function notFoundModelProblem(text: string, allowed: string[]): string | undefined {
  for (const match of text.matchAll(new RegExp(`${MESSAGE}(?: \\[([^\\]]*)\\])?`, 'g'))) {
    const model = match[1];
    if (model === undefined) continue;
    const name = model.split('\\').pop() ?? model;
    if (!allowed.includes(model))
      return allowed.includes(name)
        ? `«${match[0]}» escribe el modelo con un prefijo que el spec del producto no da; usa «${MESSAGE} [${name}]»`
        : `«${match[0]}» nombra un modelo que el spec del producto no da por su identificador; usa «${MESSAGE}»`;
  }
  return undefined;
}

export interface ExampleString {
  file: string;
  pointer: string;
  text: string;
}

/** Every string inside the example values of a parsed spec file (`example`, `examples.*.value`, example files). */
export function exampleStrings(file: string, document: unknown): ExampleString[] {
  const found: ExampleString[] = [];
  const collect = (value: unknown, at: string): void => {
    if (typeof value === 'string') found.push({file, pointer: at, text: value});
    else if (Array.isArray(value)) value.forEach((item, i) => collect(item, `${at}/${i}`));
    else if (isNode(value)) for (const [key, item] of Object.entries(value)) collect(item, `${at}/${escapeSegment(key)}`);
  };
  const walk = (node: unknown, at: string, key: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`, ''));
    if (!isNode(node)) return;
    for (const [name, value] of Object.entries(node)) {
      const childAt = `${at}/${escapeSegment(name)}`;
      if (name === 'example') collect(value, childAt);
      else if (name === 'value' && key === 'example-object') collect(value, childAt);
      else if (name === 'examples' && Array.isArray(value)) collect(value, childAt);
      else if (name === 'examples' && isNode(value))
        for (const [exampleName, example] of Object.entries(value))
          walk(example, `${childAt}/${escapeSegment(exampleName)}`, 'example-object');
      else walk(value, childAt, '');
    }
  };
  walk(document, '', file.includes('/components/examples/') ? 'example-object' : '');
  return found;
}

// Rspack/webpack loader that translates Redoc's hard-coded UI strings (see translations.json).
// A plain CommonJS file because loaders are required by the bundler, outside the TypeScript toolchain.
const {replacements} = require('./translations.json');

module.exports = function translateRedoc(source) {
  // Rebuild (and refresh the persistent cache) when the replacements change.
  this.addDependency(require.resolve('./translations.json'));
  let output = source;
  for (const [from, to] of replacements) {
    if (!output.includes(from)) {
      // Fail the build rather than ship a half-English reference after a Redoc upgrade.
      throw new Error(`redoc-spanish: "${from}" no aparece en ${this.resourcePath}; actualiza translations.json`);
    }
    output = output.split(from).join(to);
  }
  return output;
};

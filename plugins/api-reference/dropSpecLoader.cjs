/** Webpack loader for the browser copy of an API page's spec module: everything but the spec itself. */
module.exports = function dropSpecLoader(source) {
  const {spec: _spec, ...props} = JSON.parse(source);
  return JSON.stringify(props);
};

/**
 * `?probar=<escenario>` in an operation page's address opens its console with that mock scenario chosen. The
 * scenarios pages write the link and the «Probar» button reads it: one name for both.
 */
export const SCENARIO_PARAMETER = 'probar';

/** The operation page's address that opens its console with the scenario of this `Prefer` value chosen. */
export const scenarioLink = (operationRoute: string, prefer: string): string =>
  `${operationRoute}?${SCENARIO_PARAMETER}=${encodeURIComponent(prefer)}`;

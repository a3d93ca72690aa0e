/** Where an API's entry page explains its common errors (viewModel/commonResponses.ts), and one of them: kept apart so pages import no build code. */
export const COMMON_ERRORS_ID = 'errores-comunes';
export const commonErrorAnchor = (status: string) => `error-${status.toLowerCase()}`;

import {lazy} from 'react';

/**
 * The highlighted code block, with Prism in its own chunk that the browser loads on first use. The
 * server bundle gets Highlighted itself instead (plugins/code-highlighting), so server rendering
 * never suspends: a suspended boundary would be streamed with an inline script, which the CSP blocks.
 */
export default lazy(() => import('./Highlighted'));

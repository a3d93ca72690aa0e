import {openPage, shutdown} from '../lib/browserSession';
import {axeViolations, leakedEnglish, literalBackticks, duplicateIds} from '../tests/e2e/pageQuality';
const {page, errors, close} = await openPage('/docs/api/people', {bypassCSP: true, waitUntil: 'networkidle'});
console.log('axe', await axeViolations(page));
console.log('errors', errors);
console.log('english', await leakedEnglish(page));
console.log('backticks', await literalBackticks(page));
console.log('dup', await duplicateIds(page));
await close(); await shutdown();

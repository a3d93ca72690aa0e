/** `npm test`'s first step: stops within a second, with one Spanish line per problem, when the machine lacks what the suite needs. */
import {prerequisiteProblems} from '../lib/prerequisites';

const problems = prerequisiteProblems();
for (const problem of problems) console.error(problem);
process.exitCode = problems.length > 0 ? 1 : 0;

/**
 * The code samples' values for what the spec gives no example of. One implementation, in the sandbox package:
 * the sandbox seeds its store under the same path ids the samples send, so every sample finds its resource.
 */
export {parameterSample, sampleValue} from '../../../sandbox/src/engine/sampleValue';

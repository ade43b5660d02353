/** The environment file's context lives in the kit (features read it too); the shell provides it. */
export { EnvironmentContext, useEnvironment } from '../kit/environment/EnvironmentContext.tsx';

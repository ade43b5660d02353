import type { EnvironmentFile } from '../../../contract/env.ts';
import { startErrorReporting } from './errorReporting.ts';
import { loadSupportWidget } from './supportWidget.ts';

/**
 * Starts the optional outside services the environment file configures (error reporting, chat
 * support widget). Each is optional: without its setting nothing loads and the app works fully.
 */
export function loadOutsideServices(environment: EnvironmentFile): {
  errorReporting: boolean;
  supportWidget: boolean;
} {
  return {
    errorReporting: startErrorReporting(environment),
    supportWidget: loadSupportWidget(environment),
  };
}

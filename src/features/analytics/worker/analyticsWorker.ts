import { openWindowReader } from '../../../kit/worker/windowReader.ts';
import { serveAnalytics } from './serveAnalytics.ts';

/** The analytics worker's entry (started by analyticsClient.ts). */
serveAnalytics(self, openWindowReader);

import { analyticsRound, seedAnalytics } from './analyticsBench.ts';
import { benchLiveQuery, benchRetrievalApply } from './storageBench.ts';

declare global {
  interface Window {
    runStorageBench: () => Promise<unknown[]>;
    seedAnalytics: typeof seedAnalytics;
    analyticsRound: typeof analyticsRound;
  }
}

window.runStorageBench = async () => {
  const { result, db, raw } = await benchRetrievalApply();
  const live = await benchLiveQuery(db, raw);
  db.close();
  raw.close();
  return [result, live];
};
window.seedAnalytics = seedAnalytics;
window.analyticsRound = analyticsRound;
document.getElementById('status')!.textContent = 'ready';

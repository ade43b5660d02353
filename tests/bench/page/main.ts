import { benchLiveQuery, benchRetrievalApply } from './storageBench.ts';

declare global {
  interface Window {
    runStorageBench: () => Promise<unknown[]>;
  }
}

window.runStorageBench = async () => {
  const { result, db, raw } = await benchRetrievalApply();
  const live = await benchLiveQuery(db, raw);
  db.close();
  raw.close();
  return [result, live];
};
document.getElementById('status')!.textContent = 'ready';

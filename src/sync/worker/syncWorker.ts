import '../../zodWithoutEval.ts';
import { connectMqtt } from '../live/connectMqtt.ts';
import { serveSyncWorker } from './serveSyncWorker.ts';

/** The sync worker's entry (started by the leader tab, see startSyncWorker.ts). */
serveSyncWorker(self, { mqttConnect: connectMqtt, onStopped: () => self.close() });

import type { DeviceNetwork, ProxiedExchange } from './deviceNetwork.ts';

/** What one device's writes went through, by Idempotency-Key (the outbox row's mutation id). */
export interface DeviceLedger {
  /** Every write request the device sent, in order (a retry appears again). */
  readonly sent: string[];
  /** Writes whose success answer the device got before the kill. */
  readonly acknowledged: Set<string>;
  /** Writes the server answered while the kill came: the answer was cut, the device never saw it. */
  readonly answerLost: Set<string>;
  /** Writes sent after the server came back, with the status of each answer. */
  readonly afterRestart: Map<string, number[]>;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * Kills the server in the middle of several devices' flushes, the same way every run: each device
 * gets `acknowledgedEach` success answers to requests of `writePath`; its next answer is held at
 * its proxy (the server has done that write). Once every device holds one, `kill` runs (SIGKILL)
 * and the held answers are cut, so each device has writes acknowledged, one done but unanswered,
 * and the rest still queued. After the kill every answer passes and is recorded.
 */
export class ServerKillMidBurst {
  readonly ledgers: DeviceLedger[];
  /** Resolves once `kill` has returned (the server is gone). */
  readonly killed: Promise<void>;
  private phase: 'burst' | 'killing' | 'killed' = 'burst';
  private readonly held: Array<(pass: boolean) => void> = [];
  private reportKilled: (error?: unknown) => void = () => {};

  constructor(
    networks: readonly DeviceNetwork[],
    private readonly options: {
      writePath: string;
      acknowledgedEach: number;
      kill: () => Promise<void>;
    },
  ) {
    this.killed = new Promise((resolve, reject) => {
      this.reportKilled = (error) => (error === undefined ? resolve() : reject(error));
    });
    this.ledgers = networks.map((network) => {
      const ledger: DeviceLedger = {
        sent: [],
        acknowledged: new Set(),
        answerLost: new Set(),
        afterRestart: new Map(),
      };
      let answered = 0;
      network.watchAnswers({
        arriving: (exchange) => {
          if (!this.isWrite(exchange)) return true;
          const key = exchange.idempotencyKey;
          ledger.sent.push(key);
          if (this.phase !== 'burst') {
            ledger.afterRestart.set(key, [
              ...(ledger.afterRestart.get(key) ?? []),
              exchange.status,
            ]);
            return true;
          }
          answered += 1;
          if (answered <= options.acknowledgedEach) return true;
          ledger.answerLost.add(key);
          return this.hold(networks.length);
        },
        delivered: (exchange) => {
          if (!this.isWrite(exchange) || this.phase !== 'burst') return;
          if (isSuccess(exchange.status)) ledger.acknowledged.add(exchange.idempotencyKey);
        },
      });
      return ledger;
    });
  }

  private isWrite(exchange: ProxiedExchange): exchange is ProxiedExchange & {
    idempotencyKey: string;
  } {
    return exchange.path === this.options.writePath && exchange.idempotencyKey !== undefined;
  }

  /** Holds an answer until every device holds one, then kills the server and cuts them all. */
  private hold(devices: number): Promise<boolean> {
    const cut = new Promise<boolean>((resolve) => this.held.push(resolve));
    if (this.held.length === devices && this.phase === 'burst') {
      this.phase = 'killing';
      const release = (error?: unknown) => {
        this.phase = 'killed';
        for (const cutAnswer of this.held) cutAnswer(false);
        this.reportKilled(error);
      };
      this.options.kill().then(() => release(), release);
    }
    return cut;
  }
}

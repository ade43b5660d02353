import type { LockManagerLike } from '../leader.ts';

/** One exclusive Web Lock shared by the "tabs" of a test, granted in request order. */
export class FakeLocks implements LockManagerLike {
  private held = false;
  private waiting: (() => void)[] = [];

  request(
    _name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = async () => {
        this.held = true;
        try {
          resolve(await callback({}));
        } catch (error) {
          reject(error);
        } finally {
          this.held = false;
          this.waiting.shift()?.();
        }
      };
      if (!this.held) {
        void grant();
        return;
      }
      const queued = () => void grant();
      this.waiting.push(queued);
      options.signal?.addEventListener('abort', () => {
        this.waiting = this.waiting.filter((w) => w !== queued);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  }
}

/** The queue already holds as many tasks as it may: the caller should try again later. */
export class QueueFullError extends Error {
  constructor() {
    super("The work queue is full");
    this.name = "QueueFullError";
  }
}

export interface WorkQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a free slot; one more is refused with QueueFullError. */
  maxWaiting: number;
}

export interface WorkQueue {
  /** Runs `task` when a slot is free. Refused at once (not later) when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** A bounded queue: at most `concurrency` tasks run, at most `maxWaiting` wait, first in first out. */
export function createWorkQueue({ concurrency, maxWaiting }: WorkQueueOptions): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const start = () => {
        const result = Promise.resolve().then(task);
        result.then(release, release);
        return result;
      };
      if (running < concurrency) {
        running++;
        return start();
      }
      if (waiting.length >= maxWaiting) return Promise.reject(new QueueFullError());
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => start().then(resolve, reject));
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

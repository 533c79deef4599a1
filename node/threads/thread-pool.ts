// The build's threads: the main thread and, beside it, one worker per other core (Node's worker_threads), sharing
// the long steps (compiling the Markdown, prerendering the pages) batch by batch. Every thread runs the same exported
// function on its batches and the results come back in the order of the items, so the output is the same whatever
// the number of threads: `BUILD_THREADS=1` builds on the main thread alone.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A function the threads run: exported by the module at `module` under its own name, it takes a batch of items
 * and what every batch shares, and gives one result per item, in order.
 */
export interface Task<Item, Shared, Result> {
  module: string;
  name: string;
  run(items: Item[], shared: Shared): Result[] | Promise<Result[]>;
}

/** `run` as a task: `module` is the URL of the module that exports it (its `import.meta.url`). */
export function task<Item, Shared, Result>(
  module: string,
  run: (items: Item[], shared: Shared) => Result[] | Promise<Result[]>,
): Task<Item, Shared, Result> {
  return { module, name: run.name, run };
}

/** The threads a build uses: `BUILD_THREADS` when set (1 forces a single thread), or one per core. */
export function threadCount(env = process.env.BUILD_THREADS): number {
  if (env === undefined || env === '') return availableParallelism();
  const count = Number(env);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`BUILD_THREADS must be a whole number of threads, 1 or more (it is "${env}").`);
  return count;
}

interface Reply {
  id: number;
  results?: unknown[];
  error?: { message: string; stack?: string };
}

// The workers run the project's TypeScript as the main thread does: tsx is registered in each before it imports the
// modules it is asked for (a worker does not inherit the main thread's loader).
const BOOT = `
const { parentPort, workerData } = require('node:worker_threads');
import('tsx/esm/api').then(async ({ register }) => {
  register();
  await Promise.all(workerData.preload.map((module) => import(module)));
  parentPort.on('message', async ({ id, module, name, items, shared }) => {
    try {
      const results = await (await import(module))[name](items, shared);
      parentPort.postMessage({ id, results });
    } catch (error) {
      parentPort.postMessage({ id, error: { message: String(error?.message ?? error), stack: error?.stack } });
    }
  });
  parentPort.postMessage({ id: 0 });
});
`;

interface Call {
  resolve(results: unknown[]): void;
  reject(error: Error): void;
}

/** One worker: ready once tsx and the preloaded modules are loaded; runs one batch at a time. */
class BuildWorker {
  readonly ready: Promise<void>;
  /** Batches sent and not answered yet, by id; id 0 is the start, answered when the worker is ready. */
  private readonly calls = new Map<number, Call>();
  private nextId = 1;
  private failure?: Error;
  private readonly worker: Worker;

  constructor(preload: string[]) {
    this.worker = new Worker(BOOT, { eval: true, workerData: { preload } });
    this.ready = new Promise((resolve, reject) => this.calls.set(0, { resolve: () => resolve(), reject }));
    // A worker that fails to start fails the batch given to it; if none was, nothing waits for it.
    this.ready.catch(() => undefined);
    this.worker.on('message', (reply: Reply) => {
      const call = this.calls.get(reply.id)!;
      this.calls.delete(reply.id);
      if (!reply.error) return call.resolve(reply.results ?? []);
      const error = new Error(reply.error.message);
      if (reply.error.stack) error.stack = reply.error.stack;
      call.reject(error);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`A build thread stopped (exit code ${code}).`)));
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const call of this.calls.values()) call.reject(this.failure);
    this.calls.clear();
  }

  run(task: Task<unknown, unknown, unknown>, items: unknown[], shared: unknown): Promise<unknown[]> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      this.worker.postMessage({ id, module: task.module, name: task.name, items, shared });
    });
  }

  async stop() {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}

/** Lets the messages of the workers in while the main thread takes one batch after another. */
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/** How many batches the threads took, and how many of them the workers (not the main thread). */
export interface ThreadWork {
  batches: number;
  onWorkers: number;
}

export class ThreadPool {
  private readonly workers: BuildWorker[];
  readonly work: ThreadWork = { batches: 0, onWorkers: 0 };

  /**
   * `threads` in all, the main thread included: the workers start at once and load `preload` (module URLs), so
   * their start-up overlaps with what the main thread does meanwhile.
   */
  constructor(
    readonly threads = 1,
    preload: string[] = [],
  ) {
    this.workers = Array.from({ length: threads - 1 }, () => new BuildWorker(preload));
  }

  /**
   * `task` over every item, `size` items a batch, each batch taken by the next free thread: a worker from the moment
   * it is ready, the main thread between them. The results are in the order of `items`.
   */
  async map<Item, Shared, Result>(
    task: Task<Item, Shared, Result>,
    items: Item[],
    shared: Shared,
    size: number,
  ): Promise<Result[]> {
    const batches: Item[][] = [];
    for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
    const results: Result[][] = new Array(batches.length);
    let next = 0;
    let failed = false;
    const take = () => (failed || next === batches.length ? -1 : next++);
    this.work.batches += batches.length;
    const onMain = async () => {
      for (let i = take(); i !== -1; i = take()) {
        results[i] = await task.run(batches[i], shared);
        await yieldToEventLoop();
      }
    };
    const mainDone = onMain();
    // A worker still starting when the main thread has taken the last batch has nothing left to do.
    const onWorker = async (worker: BuildWorker) => {
      if (!(await Promise.race([worker.ready.then(() => true), mainDone.then(() => false)]))) return;
      for (let i = take(); i !== -1; i = take()) {
        this.work.onWorkers++;
        results[i] = (await worker.run(task as Task<unknown, unknown, unknown>, batches[i], shared)) as Result[];
      }
    };
    try {
      await Promise.all([mainDone, ...this.workers.map(onWorker)]);
    } catch (error) {
      failed = true;
      throw error;
    }
    return results.flat();
  }

  /** Ends the workers (a build that keeps them would never exit). */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }
}

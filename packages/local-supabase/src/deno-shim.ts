// The part of Deno an Edge Function's index.ts touches, for running it in Node as
// `supabase functions serve` runs it in the Edge Runtime: Deno.env (get, set, has, delete,
// toObject) over the function's own environment, and the two ways Edge Runtime finds the
// handler: the module's default export with `fetch` (what `deno serve` serves), or
// Deno.serve(handler) / Deno.serve(options, handler) called while the module loads.
// One global shim serves every backend in the process: each call finds its function's
// environment through AsyncLocalStorage (a request) or the module being loaded. Runs in Node.
// Invariant: loads are serialised, so a module's top-level Deno.env reads see its own env.
import { AsyncLocalStorage } from 'node:async_hooks';

export type FunctionHandler = (request: Request) => Response | Promise<Response>;

/** One function of one backend: its environment and, once loaded, its handler. */
export interface FunctionInstance {
  env: Record<string, string>;
  handler: FunctionHandler | null;
}

const running = new AsyncLocalStorage<FunctionInstance>();
let loading: FunctionInstance | null = null;
let loads: Promise<unknown> = Promise.resolve();

function current(): FunctionInstance {
  const instance = running.getStore() ?? loading;
  if (!instance) throw new Error('Deno is only available inside an Edge Function');
  return instance;
}

const shim = {
  env: {
    get: (name: string): string | undefined => current().env[name],
    set: (name: string, value: string): void => {
      current().env[name] = value;
    },
    has: (name: string): boolean => Object.hasOwn(current().env, name),
    delete: (name: string): void => {
      delete current().env[name];
    },
    toObject: (): Record<string, string> => ({ ...current().env }),
  },
  serve(first: unknown, second?: unknown) {
    const handler = (typeof first === 'function' ? first : second) as FunctionHandler;
    if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler');
    current().handler = handler;
    const finished = new Promise<void>(() => {});
    return { finished, shutdown: async () => {}, ref() {}, unref() {} };
  },
};

function installShim(): void {
  const global = globalThis as { Deno?: unknown };
  if (global.Deno === undefined) global.Deno = shim;
  else if (global.Deno !== shim) throw new Error('a Deno global other than the shim is installed');
}

/** Imports the module at href with `instance` as its Deno, one load at a time. */
export function loadFunction(href: string, instance: FunctionInstance): Promise<FunctionHandler> {
  const load = loads.then(async () => {
    installShim();
    loading = instance;
    try {
      const module = (await running.run(instance, () => import(href))) as {
        default?: { fetch?: FunctionHandler };
      };
      const served = module.default?.fetch;
      if (!instance.handler && typeof served === 'function') {
        instance.handler = (request) => served.call(module.default, request);
      }
    } finally {
      loading = null;
    }
    if (!instance.handler) {
      throw new Error(`${href} neither exports a default { fetch } nor calls Deno.serve`);
    }
    return instance.handler;
  });
  loads = load.catch(() => {});
  return load;
}

/** Runs the handler with its own function's Deno.env. */
export function runFunction(instance: FunctionInstance, request: Request): Promise<Response> {
  const handler = instance.handler;
  if (!handler) throw new Error('the function is not loaded');
  return running.run(instance, async () => handler(request));
}

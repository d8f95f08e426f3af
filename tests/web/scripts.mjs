// Runs the page's plain scripts (web/*.js) under node, without a browser: each file in one
// fresh vm context whose `window` is a plain object, with a localStorage kept in memory.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// A Storage kept in a Map: `items` (key -> text) to start with. `quota`: the most
// characters it holds before setItem throws, as a full browser storage does.
export function memoryStorage(items = {}, { quota = Infinity } = {}) {
  const map = new Map(Object.entries(items));
  const size = () => [...map.values()].reduce((n, v) => n + v.length, 0);
  return {
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => {
      const text = String(v);
      if (size() - (map.get(k) || '').length + text.length > quota) throw new Error('QuotaExceededError');
      map.set(k, text);
    },
    removeItem: (k) => map.delete(k),
    clear: () => map.clear(),
    get length() { return map.size; },
    keys: () => [...map.keys()].sort(),
    json: (k) => (map.has(k) ? JSON.parse(map.get(k)) : null),
  };
}

// Runs web/<files> in order in one context; returns its `window`, which is the context's
// global object as in a browser (window.SolRouter is SolRouter). `storage`: the
// localStorage (null: none; 'throws': reading window.localStorage throws, as with
// storage disabled). `globals`: more names the scripts see (document, location...).
export function loadScripts(files, { storage = memoryStorage(), globals = {} } = {}) {
  const window = { ...globals };
  if (storage === 'throws') {
    Object.defineProperty(window, 'localStorage', { get() { throw new Error('SecurityError'); } });
  } else {
    window.localStorage = storage;
  }
  window.window = window;
  const context = vm.createContext(window);
  for (const f of files) vm.runInContext(readFileSync(join(ROOT, 'web', f), 'utf8'), context, { filename: f });
  return window;
}

// A plain object of this realm (the scripts' objects have the vm context's prototypes, or
// none), for deepEqual.
export const plain = (x) => (x === undefined ? undefined : JSON.parse(JSON.stringify(x)));

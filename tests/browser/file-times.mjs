// A node --test reporter that prints how long each test file took, slowest first: from the
// moment the runner starts the file to its end, and the sum of its tests' own times (the
// rest is starting the process, opening the page, and hooks). test.sh writes it to a log
// and prints it after the browser stage, so a slow file shows where to look.
//
//   node --test --test-reporter=./tests/browser/file-times.mjs tests/browser/*.test.mjs
import { basename } from 'node:path';

export default async function* fileTimes(source) {
  const files = new Map();
  const of = (file) => files.get(file) ?? files.set(file, { start: 0, end: 0, tests: 0, count: 0 }).get(file);
  for await (const event of source) {
    const { file, name, nesting } = event.data ?? {};
    if (!file || nesting !== 0) continue;
    const f = of(file);
    // The file itself is a test named by its path: dequeued when the runner starts it.
    if (name === file) {
      if (event.type === 'test:dequeue') f.start = Date.now();
      if (event.type === 'test:complete') f.end = Date.now();
    } else if (event.type === 'test:pass' || event.type === 'test:fail') {
      f.tests += event.data.details?.duration_ms ?? 0;
      f.count++;
    }
  }
  const span = (f) => (f.end && f.start ? f.end - f.start : 0);
  const rows = [...files].sort((a, b) => span(b[1]) - span(a[1]));
  yield 'file times (from start to end; the sum of its tests):\n';
  for (const [file, f] of rows) {
    const s = (ms) => (ms / 1000).toFixed(1).padStart(6);
    yield `${s(span(f))} s ${s(f.tests)} s  ${basename(file)} (${f.count} tests)\n`;
  }
}

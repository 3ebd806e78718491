// Preloaded (--require) into a benchmarked process: writes its peak RSS (KiB) to $BENCH_RSS_FILE
// at exit. CommonJS: an ES module preload (--import) starts Node's module loader, about 17 ms on
// Node 20, which a row's time would count as the command's.
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  if (process.env.BENCH_RSS_FILE) writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS));
});

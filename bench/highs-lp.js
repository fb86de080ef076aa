// Solves a CPLEX LP file with HiGHS (the npm package `highs`, HiGHS compiled to WebAssembly; benchmark only).
// usage: node bench/highs-lp.js FILE.lp [time limit s]   (NODE_PATH must reach the package's node_modules)
// Prints one line: status, objective, and HiGHS's own run time.
const fs = require('fs');
const [file, limit] = process.argv.slice(2);
require('highs')().then((highs) => {
  const t0 = process.hrtime.bigint();
  const sol = highs.solve(fs.readFileSync(file, 'utf8'), { time_limit: Number(limit || 600), threads: 1, output_flag: false });
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`${sol.Status}\t${sol.ObjectiveValue}\t${secs.toFixed(3)}`);
});

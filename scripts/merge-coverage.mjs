// The browser tests' coverage when `npm test` runs them as shares (RP_TEST_SHARD, see
// web-test-runner.config.mjs): merges each share's coverage/share-N/coverage-final.json, writes
// the report the single run writes (coverage/lcov.info, a summary) and checks the config's
// thresholds over the union. Exits 1 below a threshold or when a share left no coverage.
import { existsSync, readFileSync } from 'node:fs';
import libCoverage from 'istanbul-lib-coverage';
import libReport from 'istanbul-lib-report';
import reports from 'istanbul-reports';
import { coverageThreshold } from '../web-test-runner.config.mjs';

const count = Number(process.argv[2]);
const map = libCoverage.createCoverageMap({});
for (let share = 1; share <= count; share++) {
  const file = `coverage/share-${share}/coverage-final.json`;
  if (!existsSync(file)) {
    console.error(`No coverage from share ${share} of ${count} (${file}).`);
    process.exit(1);
  }
  map.merge(JSON.parse(readFileSync(file, 'utf8')));
}
const context = libReport.createContext({ dir: 'coverage', coverageMap: map });
for (const name of ['text-summary', 'lcov']) reports.create(name).execute(context);

const summary = map.getCoverageSummary().data;
const low = Object.entries(coverageThreshold).filter(([type, min]) => summary[type].pct < min);
for (const [type, min] of low) {
  console.error(`Coverage for ${type} is ${summary[type].pct} %, under the ${min} % required.`);
}
process.exit(low.length ? 1 : 0);

// Prints one plain "N passed, N failed" line after the test run, so a log reader (and CI) sees the
// result without parsing the progress display, and the slowest files, where the run's time goes.

function countTests(suite) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const test of suite?.tests ?? []) {
    if (test.skipped) skipped += 1;
    else if (test.passed) passed += 1;
    else failed += 1;
  }
  for (const child of suite?.suites ?? []) {
    const counts = countTests(child);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  return { passed, failed, skipped };
}

/** The sum of a suite's test durations, in milliseconds. */
function durationOf(suite) {
  let total = 0;
  for (const test of suite?.tests ?? []) total += test.duration ?? 0;
  for (const child of suite?.suites ?? []) total += durationOf(child);
  return total;
}

export function summaryReporter() {
  // Wall time per file, from the end of the one before: page load, tests and coverage.
  const wall = new Map();
  let last = performance.now();
  return {
    onTestRunStarted() {
      last = performance.now();
    },
    reportTestFileResults({ testFile }) {
      const now = performance.now();
      wall.set(testFile, now - last);
      last = now;
    },
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      let brokenFiles = 0;
      for (const session of sessions) {
        const counts = countTests(session.testResults);
        passed += counts.passed;
        failed += counts.failed;
        skipped += counts.skipped;
        if (!session.passed && counts.failed === 0) brokenFiles += 1;
      }
      // Files that failed to load count as failures so the line never hides them.
      failed += brokenFiles;
      const slowest = sessions
        .map((session) => [
          session.testFile,
          durationOf(session.testResults),
          wall.get(session.testFile) ?? 0,
        ])
        .sort((a, b) => b[2] - a[2])
        .slice(0, 8)
        .map(
          ([file, ms, total]) =>
            `  ${(ms / 1000).toFixed(1).padStart(6)} s ${(total / 1000).toFixed(1).padStart(6)} s  ${file.replace(process.cwd() + '/', '')}`,
        );
      const overhead = sessions.reduce(
        (sum, session) => sum + (wall.get(session.testFile) ?? 0) - durationOf(session.testResults),
        0,
      );
      queueMicrotask(() => {
        if (slowest.length > 1)
          process.stdout.write(
            `\nSlowest files (time in tests, wall time):\n${slowest.join('\n')}\n` +
              `Outside tests (page loads, hooks, coverage): ${(overhead / 1000).toFixed(0)} s over ${sessions.length} files\n`,
          );
        process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
        if (skipped) process.stdout.write(`${skipped} skipped\n`);
      });
    },
  };
}

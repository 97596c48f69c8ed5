// Prints one plain "N passed, N failed" line after the test run, so a log reader (and CI) sees the
// result without parsing the progress display.

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

export function summaryReporter() {
  return {
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
      queueMicrotask(() => {
        process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
        if (skipped) process.stdout.write(`${skipped} skipped\n`);
      });
    },
  };
}

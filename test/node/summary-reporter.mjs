// A node:test reporter that prints one plain "N passed, N failed" line at the end of the run, like
// the browser tests' summary. The totals are the run's own closing diagnostics (tests, pass, fail...).
export default async function* summary(source) {
  const totals = {};
  for await (const event of source) {
    if (event.type !== 'test:diagnostic' || event.data.nesting !== 0) continue;
    const match = /^(tests|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(event.data.message);
    if (match) totals[match[1]] = Number(match[2]);
  }
  const failed = (totals.fail ?? 0) + (totals.cancelled ?? 0);
  yield `\n${totals.pass ?? 0} passed, ${failed} failed\n`;
  if (totals.skipped || totals.todo)
    yield `${(totals.skipped ?? 0) + (totals.todo ?? 0)} skipped\n`;
}

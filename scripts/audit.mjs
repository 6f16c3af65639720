// `npm run audit`: npm audit of the production dependencies (fails on any finding) and of all of
// them (printed, never fails), where an advisory service is reachable. Offline, or when the
// registry has no audit endpoint (a mirror or proxy answering 404/405), it prints one line saying
// it was skipped and why, and exits 0: CI runs without network.
// Not part of `npm test`.
import { spawn } from 'node:child_process';

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNABORTED',
  'EPROTO',
  'ERR_SOCKET_TIMEOUT',
  'FETCH_ERROR',
]);

/** Runs npm with the given arguments; resolves its exit code and what it printed. */
function npm(args, { inherit = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (b) => (stdout += b));
    child.stderr?.on('data', (b) => (stderr += b));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Why the advisory service could not answer, or null when the output is an audit report. */
function unreachable({ stdout, stderr }) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = null;
  }
  if (report && typeof report.metadata === 'object') return null;
  const code = report?.error?.code ?? report?.code ?? /\b(E[A-Z_]{3,})\b/.exec(stderr)?.[1];
  const message = report?.message ?? report?.error?.summary ?? stderr.trim().split('\n').at(-1) ?? '';
  if (NETWORK_CODES.has(code)) return `${code} (${message})`;
  if (typeof report?.statusCode === 'number' || /audit endpoint|advisories/i.test(`${message}\n${stderr}`)) {
    return message.replace(/\s+/g, ' ').trim();
  }
  return undefined; // neither a report nor a network failure: a real error
}

const summary = (report) => {
  const v = report.metadata.vulnerabilities ?? {};
  const total = Object.values(v).reduce((n, x) => n + x, 0);
  const parts = ['critical', 'high', 'moderate', 'low', 'info'].filter((k) => v[k]).map((k) => `${v[k]} ${k}`);
  return { total, text: total ? `${total} (${parts.join(', ')})` : 'none' };
};

let failed = false;
for (const [label, extra, mustPass] of [
  ['production dependencies (--omit=dev)', ['--omit=dev'], true],
  ['all dependencies', [], false],
]) {
  const res = await npm(['audit', '--json', ...extra]);
  const why = unreachable(res);
  if (why) {
    console.log(`npm run audit: skipped, the advisory service cannot be reached: ${why}`);
    process.exit(0);
  }
  if (why === undefined) {
    console.error(`npm audit (${label}) failed:\n${res.stderr.trim() || res.stdout.trim()}`);
    process.exit(2);
  }
  const { total, text } = summary(JSON.parse(res.stdout));
  console.log(`npm audit, ${label}: vulnerabilities ${text}`);
  if (total) {
    await npm(['audit', ...extra], { inherit: true });
    if (mustPass) failed = true;
  }
}
process.exit(failed ? 1 : 0);

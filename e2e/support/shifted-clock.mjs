// Loaded into a gateway process with NODE_OPTIONS="--import=<this file>" by the visual tests: the
// process's clock starts at CLOCK_START (an ISO instant) and runs on from there at the real pace.
// The demo school is seeded around "today", so a fixed start gives the same people, requests and
// dates on every run. Only Date moves; timers, hrtime and performance.now are untouched. A future
// start keeps the session cookies' expiry dates in the browser's future.
const start = Date.parse(process.env.CLOCK_START ?? '');
if (Number.isFinite(start)) {
  const RealDate = Date;
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  // Libraries recognise the constructor by its name (mongoose's `type: Date`).
  Object.defineProperty(ShiftedDate, 'name', { value: 'Date' });
  globalThis.Date = ShiftedDate;
}

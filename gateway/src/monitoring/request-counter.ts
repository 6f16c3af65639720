// Answered requests and 5xx answers of one instance since the last report: two integers bumped by
// the first middleware of the app (app.ts), read and reset by the reporter. No module state: each
// instance has its own counter in its Services.
export class RequestCounter {
  private total = 0;
  private failed = 0;

  /** One answered request with its final status. */
  count(status: number): void {
    this.total += 1;
    if (status >= 500) this.failed += 1;
  }

  /** The counts since the previous call, and starts again from zero. */
  take(): { requests: number; failures: number } {
    const taken = { requests: this.total, failures: this.failed };
    this.total = 0;
    this.failed = 0;
    return taken;
  }
}

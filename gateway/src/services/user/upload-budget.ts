// Daily upload budgets of issue-report screenshots, per person and for the whole school: bytes of
// the original images per Budapest calendar day, counted in `rate_limits` so that every gateway
// instance counts together.
import { ISSUE_MESSAGES as M } from '@tavollet/contract/api/issue-report';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import type { Services } from '../deps.ts';
import { TooManyAttempts } from '../../domain/errors.ts';

/** 429 like every limit, with the budget's own message and Retry-After until Budapest midnight. */
class UploadBudgetSpent extends TooManyAttempts {
  constructor(message: string, now = new Date()) {
    super(secondsToBudapestMidnight(now));
    this.message = message;
  }
}

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Budapest',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function secondsToBudapestMidnight(now: Date): number {
  const part = (type: string) => Number(TIME.formatToParts(now).find((p) => p.type === type)?.value ?? 0);
  return Math.max(1, 86_400 - (part('hour') * 3600 + part('minute') * 60 + part('second')));
}

interface Budget {
  key: string;
  max: number;
  message: string;
}

/** Today's two budgets of a person: theirs and the school's. */
function budgets(s: Services, userId: string, now: Date): Budget[] {
  const day = budapestToday(now);
  return [
    { key: `upload:user:${userId}:${day}`, max: s.config.issueUploads.dailyBytesPerPerson, message: M.personBudget },
    { key: `upload:school:${day}`, max: s.config.issueUploads.dailyBytesSchool, message: M.schoolBudget },
  ];
}

/** Kept two days: the TTL index removes a day's counters after the day is surely over everywhere. */
const KEEP_MS = 2 * 86_400_000;

/** Refuses (before the body is read) when a budget of today is already used up. */
export async function assertBudgetLeft(s: Services, userId: string, now = new Date()): Promise<void> {
  const list = budgets(s, userId, now);
  const docs = await s.models.RateLimit.find({ _id: { $in: list.map((b) => b.key) } }).lean();
  for (const b of list) {
    const used = docs.find((d) => d._id === b.key)?.count ?? 0;
    if (used >= b.max) throw new UploadBudgetSpent(b.message, now);
  }
}

/**
 * Spends `bytes` of today's budgets: added first (parallel uploads see each other), then taken
 * back and refused if either is over. Returns the refund to call when the report fails later.
 */
export async function spendBudget(
  s: Services,
  userId: string,
  bytes: number,
  now = new Date(),
): Promise<() => Promise<void>> {
  if (bytes <= 0) return async () => {};
  const list = budgets(s, userId, now);
  const expiresAt = new Date(now.getTime() + KEEP_MS);
  const add = (b: Budget, amount: number) =>
    s.models.RateLimit.findOneAndUpdate(
      { _id: b.key },
      { $inc: { count: amount }, $setOnInsert: { expiresAt } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
  const docs = await Promise.all(list.map((b) => addRetrying(() => add(b, bytes))));
  const refund = async () => {
    await Promise.all(list.map((b) => add(b, -bytes)));
  };
  const over = list.find((b, i) => (docs[i]?.count ?? 0) > b.max);
  if (over) {
    await refund();
    throw new UploadBudgetSpent(over.message, now);
  }
  return refund;
}

/** Two instances inserting the same new day: the loser's upsert is retried as an update. */
async function addRetrying<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    if ((err as { code?: number }).code === 11000) return op();
    throw err;
  }
}

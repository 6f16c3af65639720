// mongoose 9 over the wire: model init (createIndexes/listIndexes via autoIndex), timestamps,
// validation-free CRUD, unique violations, upserts, populate, regex search, lean documents.
import mongoose, { Schema, Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, uriWithDb, type Harness } from './helpers.ts';

let h: Harness;
let conn: mongoose.Connection;

interface User {
  email: string;
  name: string;
  roles: string[];
  blocked?: boolean;
  loginCount: number;
  lastLogin?: Date;
}
interface Leave {
  user: Types.ObjectId;
  from: Date;
  days: number;
  status: string;
}

const userSchema = new Schema<User>(
  {
    email: { type: String, required: true, unique: true },
    name: { type: String, index: true },
    roles: [String],
    blocked: Boolean,
    loginCount: { type: Number, default: 0 },
    lastLogin: Date,
  },
  { timestamps: true },
);
const leaveSchema = new Schema<Leave>({
  user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  from: Date,
  days: Number,
  status: String,
});
leaveSchema.index({ user: 1, from: -1 });

beforeAll(async () => {
  h = await openHarness('mongoose');
  conn = await mongoose.createConnection(uriWithDb(h.uri, h.dbName), { serverSelectionTimeoutMS: 5000 }).asPromise();
});
afterAll(async () => {
  await conn.close();
  await h.close();
});

describe('mongoose', () => {
  it('creates the schema indexes at model init', async () => {
    const User = conn.model<User>('User', userSchema);
    await User.init();
    const indexes = await User.listIndexes();
    expect(indexes.map((i) => i.name).sort()).toEqual(['_id_', 'email_1', 'name_1']);
    expect(indexes.find((i) => i.name === 'email_1')).toMatchObject({ unique: true });
  });

  it('saves with timestamps and defaults, reads back Dates and ObjectIds', async () => {
    const User = conn.model<User>('User');
    const u = await User.create({ email: 'anna@iskola.hu', name: 'Anna', roles: ['tanar'] });
    const found = await User.findById(u._id).lean();
    expect(found!._id).toBeInstanceOf(Types.ObjectId);
    expect(found!.loginCount).toBe(0);
    expect((found as unknown as { createdAt: Date }).createdAt).toBeInstanceOf(Date);
  });

  it('turns a unique violation into a MongoServerError 11000', async () => {
    const User = conn.model<User>('User');
    await expect(User.create({ email: 'anna@iskola.hu', name: 'Other' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { email: 'anna@iskola.hu' },
    });
  });

  it('updates with $inc/$set/$push and findOneAndUpdate upsert', async () => {
    const User = conn.model<User>('User');
    const at = new Date('2026-11-22T08:00:00Z');
    await User.updateOne(
      { email: 'anna@iskola.hu' },
      { $inc: { loginCount: 1 }, $set: { lastLogin: at }, $push: { roles: 'hr' } },
    );
    const anna = await User.findOne({ email: 'anna@iskola.hu' }).lean();
    expect(anna).toMatchObject({ loginCount: 1, lastLogin: at, roles: ['tanar', 'hr'] });
    const created = await User.findOneAndUpdate(
      { email: 'bela@iskola.hu' },
      { $setOnInsert: { name: 'Béla', roles: ['igazgato'] } },
      { upsert: true, new: true },
    ).lean();
    expect(created).toMatchObject({ email: 'bela@iskola.hu', name: 'Béla', roles: ['igazgato'] });
    expect(await User.countDocuments()).toBe(2);
  });

  it('searches case-insensitively, sorts, pages and counts', async () => {
    const User = conn.model<User>('User');
    const hits = await User.find({ name: { $regex: 'bé', $options: 'i' } })
      .select('name -_id')
      .lean();
    expect(hits).toEqual([{ name: 'Béla' }]);
    const sorted = await User.find().sort({ name: -1 }).skip(0).limit(1).lean();
    expect(sorted[0]!.name).toBe('Béla');
    expect(await User.exists({ roles: { $in: ['hr'] } })).not.toBeNull();
    expect((await User.distinct('roles')).sort()).toEqual(['hr', 'igazgato', 'tanar']);
  });

  it('populates references and aggregates with $lookup', async () => {
    const User = conn.model<User>('User');
    const Leave = conn.model<Leave>('Leave', leaveSchema);
    await Leave.init();
    const anna = await User.findOne({ email: 'anna@iskola.hu' });
    await Leave.insertMany([
      { user: anna!._id, from: new Date('2026-12-01'), days: 2, status: 'jovahagyva' },
      { user: anna!._id, from: new Date('2026-12-20'), days: 3, status: 'jovahagyasra_var' },
    ]);
    const leaves = await Leave.find({ user: anna!._id }).sort({ from: -1 }).populate<{ user: User }>('user');
    expect(leaves.map((l) => l.user.name)).toEqual(['Anna', 'Anna']);
    expect(leaves[0]!.days).toBe(3);
    const perUser = await Leave.aggregate([
      { $group: { _id: '$user', days: { $sum: '$days' } } },
      { $lookup: { from: 'users', localField: '_id', foreignField: '_id', as: 'u' } },
      { $project: { _id: 0, days: 1, email: { $first: '$u.email' } } },
    ]);
    expect(perUser).toEqual([{ days: 5, email: 'anna@iskola.hu' }]);
  });

  it('deletes and reports counts', async () => {
    const Leave = conn.model<Leave>('Leave');
    const r = await Leave.deleteMany({ status: 'jovahagyasra_var' });
    expect(r.deletedCount).toBe(1);
    expect(await Leave.countDocuments()).toBe(1);
  });
});

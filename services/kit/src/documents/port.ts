/**
 * Read models live in collections of documents with a string `_id`. Filters are
 * the MongoDB query subset both adapters honour identically: equality on fields
 * (dot paths allowed), $in, $nin, $ne, $gt, $gte, $lt, $lte, $exists, $regex
 * (a RegExp), $or, $and; equality against an array field matches an element.
 */
export type Filter = Record<string, unknown>;

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

export interface Doc {
  _id: string;
}

export interface Collection<T extends Doc> {
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** Insert or replace by `_id`. Throws DuplicateKeyError when a unique index refuses it. */
  put(doc: T): Promise<void>;
  delete(id: string): Promise<void>;
  deleteMany(filter: Filter): Promise<number>;
  ensureIndex(field: string, options?: { unique?: boolean; sparse?: boolean }): Promise<void>;
}

export interface DocumentStore {
  collection<T extends Doc>(name: string): Collection<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

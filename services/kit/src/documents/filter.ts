import type { Filter, FindOptions } from './port.ts';

/*
 * MongoDB query semantics for the documented Filter subset, in plain code.
 * The embedded adapter matches and sorts with these so it behaves like MongoDB
 * where nedb does not (nedb's `{ f: null }` misses absent fields, `$ne`/`$nin`
 * ignore array elements, and it orders mixed types differently). The MongoDB
 * adapter runs `assertSupportedFilter` so neither adapter accepts an operator
 * the other would not.
 */

const fieldOperators = new Set(['$in', '$nin', '$ne', '$gt', '$gte', '$lt', '$lte', '$exists', '$regex', '$options', '$eq']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

/** Throws on operators outside the documented subset, so both adapters refuse the same filters. */
export function assertSupportedFilter(filter: Filter): void {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(condition) || condition.length === 0) throw new Error(`${key} needs a non-empty array of filters`);
      for (const sub of condition) {
        if (!isPlainObject(sub)) throw new Error(`${key} needs a non-empty array of filters`);
        assertSupportedFilter(sub);
      }
      continue;
    }
    if (key.startsWith('$')) throw new Error(`Unsupported filter operator ${key}`);
    if (isOperatorObject(condition)) {
      for (const [op, arg] of Object.entries(condition)) {
        if (!fieldOperators.has(op)) throw new Error(`Unsupported filter operator ${op} on ${key}`);
        if ((op === '$in' || op === '$nin') && !Array.isArray(arg)) throw new Error(`${op} on ${key} needs an array`);
        if (op === '$regex' && !(arg instanceof RegExp) && typeof arg !== 'string') throw new Error(`$regex on ${key} needs a RegExp`);
      }
    }
  }
}

/** The values a dot path reaches, MongoDB style: through arrays of sub-documents; `undefined` where absent. */
function resolve(value: unknown, parts: readonly string[]): unknown[] {
  if (parts.length === 0) return [value];
  const [head, ...rest] = parts;
  if (head === undefined) return [value];
  if (Array.isArray(value)) {
    if (/^\d+$/.test(head)) return resolve(value[Number(head)], rest);
    const out: unknown[] = [];
    for (const element of value) {
      if (isPlainObject(element)) out.push(...resolve(element, parts));
    }
    return out.length > 0 ? out : [undefined];
  }
  if (isPlainObject(value)) return resolve(value[head], rest);
  return [undefined];
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((element, i) => deepEqual(element, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    // MongoDB compares embedded documents field by field, in order.
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && deepEqual(a[k], b[k]));
  }
  return false;
}

function toRegExp(pattern: unknown, options: unknown): RegExp {
  if (pattern instanceof RegExp) {
    // A /g or /y regex keeps state between test() calls; matching must not.
    return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  }
  return new RegExp(String(pattern), typeof options === 'string' ? options.replace(/[^imsu]/g, '') : '');
}

/** Equality as MongoDB does it: null matches absent, an array matches by any element or as a whole. */
function equalsAny(values: unknown[], target: unknown): boolean {
  if (target instanceof RegExp) return regexAny(values, toRegExp(target, undefined));
  return values.some((value) => {
    if (target === null && (value === undefined || value === null)) return true;
    if (deepEqual(value, target)) return true;
    return Array.isArray(value) && value.some((element) => deepEqual(element, target));
  });
}

function flatten(values: unknown[]): unknown[] {
  return values.flatMap((value) => (Array.isArray(value) ? [value, ...value] : [value]));
}

function regexAny(values: unknown[], regex: RegExp): boolean {
  return flatten(values).some((value) => typeof value === 'string' && regex.test(value));
}

/** -1/0/1 when a and b are comparable (same BSON type bracket), null otherwise. */
function compareSameType(a: unknown, b: unknown): number | null {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  return null;
}

function compareStrings(a: string, b: string): number {
  // MongoDB's default collation is binary UTF-8, i.e. code point order; JS `<`
  // compares UTF-16 units, which differs only around astral characters.
  if (a === b) return 0;
  return Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
}

function compareAny(values: unknown[], target: unknown, test: (order: number) => boolean): boolean {
  return flatten(values).some((value) => {
    const order = compareSameType(value, target);
    return order !== null && test(order);
  });
}

function matchesCondition(values: unknown[], condition: unknown): boolean {
  if (!isOperatorObject(condition)) return equalsAny(values, condition);
  for (const [op, arg] of Object.entries(condition)) {
    switch (op) {
      case '$eq':
        if (!equalsAny(values, arg)) return false;
        break;
      case '$ne':
        if (equalsAny(values, arg)) return false;
        break;
      case '$in':
        if (!(Array.isArray(arg) && arg.some((target) => equalsAny(values, target)))) return false;
        break;
      case '$nin':
        if (Array.isArray(arg) && arg.some((target) => equalsAny(values, target))) return false;
        break;
      case '$gt':
        if (!compareAny(values, arg, (o) => o > 0)) return false;
        break;
      case '$gte':
        if (!compareAny(values, arg, (o) => o >= 0)) return false;
        break;
      case '$lt':
        if (!compareAny(values, arg, (o) => o < 0)) return false;
        break;
      case '$lte':
        if (!compareAny(values, arg, (o) => o <= 0)) return false;
        break;
      case '$exists': {
        const exists = values.some((value) => value !== undefined);
        if (exists !== Boolean(arg)) return false;
        break;
      }
      case '$regex':
        if (!regexAny(values, toRegExp(arg, condition.$options))) return false;
        break;
      case '$options':
        break;
      default:
        throw new Error(`Unsupported filter operator ${op}`);
    }
  }
  return true;
}

/**
 * The scalar values (string, number, boolean) an equality on `path` can match
 * in `doc`: each value the path reaches, and each element of a reached array.
 * `{ [path]: v }` with a scalar `v` matches `doc` exactly when `v` is one of them,
 * so a secondary index keyed by these finds every match.
 */
export function equalityKeys(doc: unknown, path: string): (string | number | boolean)[] {
  const keys: (string | number | boolean)[] = [];
  const add = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') keys.push(value);
  };
  for (const value of resolve(doc, path.split('.'))) {
    if (Array.isArray(value)) value.forEach(add);
    else add(value);
  }
  return keys;
}

/** Whether `doc` matches `filter` under MongoDB semantics (documented subset). */
export function matchesFilter(doc: unknown, filter: Filter): boolean {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$or') {
      if (!Array.isArray(condition) || !condition.some((sub) => isPlainObject(sub) && matchesFilter(doc, sub))) return false;
      continue;
    }
    if (key === '$and') {
      if (!Array.isArray(condition) || !condition.every((sub) => isPlainObject(sub) && matchesFilter(doc, sub))) return false;
      continue;
    }
    if (!matchesCondition(resolve(doc, key.split('.')), condition)) return false;
  }
  return true;
}

/** BSON comparison order for the types read models hold. */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (Array.isArray(value)) return 5;
  if (value instanceof Date) return 9;
  if (typeof value === 'boolean') return 8;
  return 4;
}

function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  const same = compareSameType(a, b);
  if (same !== null) return same;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return order;
    }
    return a.length - b.length;
  }
  if (isPlainObject(a) && isPlainObject(b)) return compareStrings(JSON.stringify(a), JSON.stringify(b));
  return 0;
}

/** The value a sort key sees: MongoDB sorts an array field by its smallest element ascending, largest descending. */
function sortKey(doc: unknown, path: string, direction: 1 | -1): unknown {
  const values = resolve(doc, path.split('.')).flatMap((value) => (Array.isArray(value) && value.length > 0 ? value : [value]));
  let best: unknown = values[0];
  for (const value of values.slice(1)) {
    const order = compareValues(value, best);
    if ((direction === 1 && order < 0) || (direction === -1 && order > 0)) best = value;
  }
  return best;
}

/**
 * The sort every find uses: the caller's keys, then `_id`, so equal keys come
 * back in the same order from both adapters (and ordering is never "natural").
 */
export function effectiveSort(sort: FindOptions['sort']): Record<string, 1 | -1> {
  const result: Record<string, 1 | -1> = { ...(sort ?? {}) };
  if (result._id === undefined) result._id = 1;
  return result;
}

/** Sort documents as MongoDB would for `sort` (plus the `_id` tie-break). */
export function sortDocuments<T>(docs: T[], sort: FindOptions['sort']): T[] {
  const keys = Object.entries(effectiveSort(sort));
  return [...docs].sort((a, b) => {
    for (const [path, direction] of keys) {
      const order = compareValues(sortKey(a, path, direction), sortKey(b, path, direction));
      if (order !== 0) return direction === 1 ? order : -order;
    }
    return 0;
  });
}

/** Drop `undefined` fields deeply, as MongoDB (ignoreUndefined) and a reload from disk would. */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((element) => (element === undefined ? null : withoutUndefined(element))) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field !== undefined) out[key] = withoutUndefined(field);
    }
    return out as T;
  }
  return value;
}

/** Collections the MongoDB event store uses in the same database. */
const reserved = new Set(['_events', '_counters']);

/** Collection names are file names in the embedded store: letters, digits, - and _ only. */
export function assertCollectionName(name: string): void {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(name)) throw new Error(`Invalid collection name ${JSON.stringify(name)}`);
  if (reserved.has(name)) throw new Error(`Collection name ${name} is reserved for the event store`);
}

import { LineCounter, parseAllDocuments, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';

/** A file or record the importer refused, with where and why, so the rest still loads. */
export interface Refusal {
  /** Path relative to the imported folder. */
  file: string;
  line: number | null;
  field: string | null;
  message: string;
}

export function describeRefusal(r: Refusal): string {
  return `${r.file}${r.line !== null ? `:${r.line}` : ''}${r.field ? ` (${r.field})` : ''}: ${r.message}`;
}

/** A parsed YAML file that can say on which line a value stands. */
export interface YamlFile {
  value: unknown;
  lineOf(path: readonly (string | number)[]): number | null;
}

/** Parses YAML, or gives the refusal for a syntax error (with its line). */
export function readYaml(file: string, text: string): YamlFile | Refusal {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter, uniqueKeys: true });
  const first: Document | undefined = Array.isArray(docs) ? docs[0] : undefined;
  const doc = first ?? parseDocument(text, { lineCounter });
  const error = doc.errors[0];
  if (error) return { file, line: error.linePos?.[0].line ?? null, field: null, message: `not valid YAML: ${error.message.split('\n')[0]}` };
  if (Array.isArray(docs) && docs.length > 1) return { file, line: null, field: null, message: 'holds more than one YAML document' };
  return {
    value: doc.toJS() as unknown,
    lineOf(path) {
      for (let depth = path.length; depth >= 0; depth--) {
        const node = doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
        if (node && typeof node === 'object' && node.range) return lineCounter.linePos(node.range[0]).line;
      }
      return null;
    },
  };
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'file' in value && 'message' in value && 'field' in value;

/** The first zod issue as a refusal: the field path and the line it sits on. */
export function refusalFromIssues(
  file: string,
  error: z.ZodError,
  lineOf: (path: readonly (string | number)[]) => number | null,
  prefix: readonly (string | number)[] = [],
): Refusal {
  const issue = error.issues[0];
  const path = [...prefix, ...(issue?.path ?? []).filter((p): p is string | number => typeof p !== 'symbol')];
  return {
    file,
    line: lineOf(path),
    field: path.length > 0 ? path.join('.') : null,
    message: issue?.message ?? 'invalid',
  };
}

import type { SourceNote } from '@mitics/contracts';

import { Badge } from '../../../ui/badge';
import { distinctSources, sourceText } from '../lib/civic';
import * as styles from './legislature.css';

/** 'Source: Open States, 2026-08-05' under every civic fact; demo data as a visible badge. */
export function SourceLine({ notes, prefix }: { notes: ReadonlyArray<SourceNote | undefined | null>; prefix?: string }) {
  const list = distinctSources(notes);
  if (list.length === 0) return null;
  return (
    <p className={styles.source} data-testid="source">
      {prefix ? <span>{prefix}</span> : null}
      {list.map((note) =>
        note.demo ? (
          <Badge key={note.key} tone="outline">
            Demo data
          </Badge>
        ) : (
          <span key={note.key}>{sourceText(note)}</span>
        ),
      )}
    </p>
  );
}

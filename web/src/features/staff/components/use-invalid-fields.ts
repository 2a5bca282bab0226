import { useCallback, useState } from 'react';

import { showToast } from '../../../ui/toast';
import type { FormProblem } from '../lib/article-form';
import { REQUIRED_FIELDS } from '../lib/messages';

/**
 * The fields a failed check marked: they show as invalid until edited, the
 * first of them takes focus, and the spec's message is the toast (one at a
 * time). `requiredTitle` heads the missing-fields toast where the spec gives
 * one ('Missing Required Fields' on /create).
 */
export function useInvalidFields<F extends string>(requiredTitle?: string) {
  const [invalid, setInvalid] = useState<ReadonlySet<F>>(new Set());

  const report = useCallback(
    (problem: FormProblem<F>, form?: HTMLElement | null) => {
      setInvalid(new Set(problem.fields));
      showToast(
        requiredTitle && problem.message === REQUIRED_FIELDS
          ? { title: requiredTitle, description: problem.message, variant: 'destructive' }
          : { title: problem.message, variant: 'destructive' },
      );
      const first = problem.fields[0];
      if (form && first) form.querySelector<HTMLElement>(`input:not([type="hidden"])[name="${first}"], textarea[name="${first}"]`)?.focus();
    },
    [requiredTitle],
  );

  const clear = useCallback((field?: F) => {
    setInvalid((current) => {
      if (field === undefined) return current.size === 0 ? current : new Set();
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
  }, []);

  return { invalid, report, clear, isInvalid: (field: F) => invalid.has(field) };
}

/**
 * NATS subject matching: tokens split on '.', `*` matches exactly one token,
 * `>` (last token only) matches one or more remaining tokens.
 */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    const token = p[i];
    if (token === '>') return i === p.length - 1 && s.length > i;
    if (i >= s.length) return false;
    if (token !== '*' && token !== s[i]) return false;
  }
  return p.length === s.length;
}

/** Throws on a malformed subscription subject (empty tokens, `>` not last). */
export function assertValidPattern(pattern: string): void {
  const tokens = pattern.split('.');
  tokens.forEach((token, i) => {
    if (token === '' || /\s/.test(token)) throw new Error(`Invalid subject ${JSON.stringify(pattern)}`);
    if (token === '>' && i !== tokens.length - 1) throw new Error(`Invalid subject ${JSON.stringify(pattern)}: '>' must be last`);
    if (token.length > 1 && /[*>]/.test(token)) throw new Error(`Invalid subject ${JSON.stringify(pattern)}: wildcards are whole tokens`);
  });
}

/**
 * What lets the browser skip laying out and painting a block while it is off
 * screen, until the reader scrolls near it (content-visibility: auto): a long
 * page's first render then costs what its first screen shows. For
 * vanilla-extract styles (a plain module: .css.ts files export only styles).
 *
 * `estimate` stands in for the block's height until its first layout, then the
 * real one is kept ('auto'). Pick it above the tallest real size at any width:
 * a block laid out early for a script (an accessibility checker) must never
 * spill over the next one. So each block must arrive with its content, never
 * empty first: an empty block near the screen would be remembered as 0 px tall.
 *
 * Paint containment clips at the padding box. A block with no padding of its
 * own takes `focusRoom`: a padding, taken back by the margin, that keeps focus
 * rings (3 px + 2 px offset) inside it visible.
 */
const FOCUS_ROOM = '8px';

export function offscreenUntilNear(estimate: string, { focusRoom }: { focusRoom: boolean }) {
  const visibility = { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimate}` } as const;
  return focusRoom ? ({ ...visibility, padding: FOCUS_ROOM, margin: `calc(-1 * ${FOCUS_ROOM})` } as const) : visibility;
}

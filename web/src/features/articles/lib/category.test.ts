import { describe, expect, it } from 'vitest';

import { categoryTone, placeholderColor } from './category';

describe('image placeholder colour', () => {
  it('is blue for michigan-politics, red for breaking, green for federal', () => {
    expect(placeholderColor('michigan-politics')).toBe('blue');
    expect(placeholderColor('breaking')).toBe('red');
    expect(placeholderColor('federal')).toBe('green');
  });

  it('is grey otherwise', () => {
    expect(placeholderColor('analysis')).toBe('grey');
    expect(placeholderColor('politics')).toBe('grey');
    expect(placeholderColor(null)).toBe('grey');
  });
});

describe('category badge tone', () => {
  it('is blue for Michigan, purple for federal, red for breaking', () => {
    expect(categoryTone('michigan-politics')).toBe('michigan');
    expect(categoryTone('federal')).toBe('federal');
    expect(categoryTone('breaking')).toBe('breaking');
    expect(categoryTone('exclusive')).toBe('neutral');
  });
});

/** Colour of the image placeholder (spec §8): blue, red, green, grey. */
export type PlaceholderColor = 'blue' | 'red' | 'green' | 'grey';

export function placeholderColor(category: string | null | undefined): PlaceholderColor {
  switch (category) {
    case 'michigan-politics':
      return 'blue';
    case 'breaking':
      return 'red';
    case 'federal':
      return 'green';
    default:
      return 'grey';
  }
}

/** Badge tone of a category: blue Michigan, purple federal, red breaking, neutral otherwise. */
export type CategoryTone = 'michigan' | 'federal' | 'breaking' | 'neutral';

export function categoryTone(category: string | null | undefined): CategoryTone {
  switch (category) {
    case 'michigan-politics':
      return 'michigan';
    case 'federal':
      return 'federal';
    case 'breaking':
      return 'breaking';
    default:
      return 'neutral';
  }
}

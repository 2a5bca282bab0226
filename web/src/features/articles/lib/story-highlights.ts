import { parseBody, type Inline } from '../../../lib/article-body';

/** Sentences shorter than this are not worth a highlight (reader §9: longer than 20). */
const MIN_SENTENCE_LENGTH = 20;
export const HIGHLIGHT_LIMIT = 4;
export const HIGHLIGHT_MAX_LENGTH = 120;

/**
 * Words that mark a sentence as carrying political news. Matched at the start
 * of a word, so 'bill' does not pick up 'billion' but 'lawmakers' counts.
 */
const POLITICAL_KEYWORDS =
  /\b(?:legislat\w*|senat\w*|house|governor\w*|bills?\b|budget\w*|vot(?:e|es|ed|ers?|ing)\b|courts?\b|election\w*|campaign\w*|federal|congress\w*|polic(?:y|ies)\b|laws?\b|lawmakers?\b)/i;

function inlineText(nodes: Inline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('');
}

// Titles and short forms whose full stop does not end a sentence ('Sen. Laura Kettering', 'U.S. Senate').
const ABBREVIATION =
  /(?:^|[\s.("'“‘])(?:Sen|Rep|Reps|Gov|Lt|Mr|Mrs|Ms|Dr|St|Jr|Sr|Gen|Atty|Sgt|Capt|Rev|Hon|Co|Corp|Inc|No|Jan|Feb|Mar|Apr|Aug|Sept|Oct|Nov|Dec|vs|etc|[A-Z])\.$/;

/** Splits running text at sentence ends, but not after a title or an initial. */
function splitSentences(text: string): string[] {
  const pieces = text.split(/(?<=[.!?]["'”’)]?)\s+(?=["'“‘(]?[A-Z0-9])/);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATION.test(last)) sentences[sentences.length - 1] = `${last} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

/** The body's running text (paragraphs and quotes, not headings), split into sentences. */
export function bodySentences(content: string | null | undefined): string[] {
  const texts = parseBody(content).flatMap((block) => {
    if (block.type === 'paragraph') return [inlineText(block.children)];
    if (block.type === 'quote') return block.paragraphs.map(inlineText);
    return [];
  });
  return texts
    .map((text) => text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim())
    .flatMap(splitSentences)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function shorten(sentence: string): string {
  return sentence.length > HIGHLIGHT_MAX_LENGTH ? `${sentence.slice(0, HIGHLIGHT_MAX_LENGTH).trimEnd()}...` : sentence;
}

/**
 * The 'Story highlights' box (reader §9): sentences longer than 20 characters,
 * up to 4, each cut at 120 characters plus an ellipsis. Sentences that mention
 * politics (legislature, senate, governor, bill, budget, vote, court ...) are
 * chosen, in reading order; when none does, the first sentences are.
 */
export function storyHighlights(content: string | null | undefined): string[] {
  const sentences = bodySentences(content).filter((sentence) => sentence.length > MIN_SENTENCE_LENGTH);
  const political = sentences.filter((sentence) => POLITICAL_KEYWORDS.test(sentence));
  return (political.length > 0 ? political : sentences).slice(0, HIGHLIGHT_LIMIT).map(shorten);
}

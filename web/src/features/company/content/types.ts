/** A section of a static page: a heading, then paragraphs and an optional list. */
export type PageSection = {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

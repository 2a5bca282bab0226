import { Fragment } from 'react';

import { parseBody, type Inline } from '../lib/body';
import * as styles from './article-detail.css';

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case 'text':
            return <Fragment key={index}>{node.text}</Fragment>;
          case 'strong':
            return (
              <strong key={index}>
                <InlineNodes nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={index}>
                <InlineNodes nodes={node.children} />
              </em>
            );
        }
      })}
    </>
  );
}

type ArticleBodyProps = {
  content: string | null | undefined;
  leadImageUrl?: string | null;
};

/**
 * Renders the markdown-like body as React elements: text is always text,
 * never HTML, so nothing in an article can run script.
 */
export function ArticleBody({ content, leadImageUrl }: ArticleBodyProps) {
  const blocks = parseBody(content, { leadImageUrl });
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index}>
                <InlineNodes nodes={block.children} />
              </h2>
            ) : (
              <h3 key={index}>
                <InlineNodes nodes={block.children} />
              </h3>
            );
          case 'quote':
            return (
              <blockquote key={index}>
                {block.paragraphs.map((paragraph, line) => (
                  <p key={line}>
                    <InlineNodes nodes={paragraph} />
                  </p>
                ))}
              </blockquote>
            );
          case 'image':
            return (
              <figure key={index}>
                <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
              </figure>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <InlineNodes nodes={block.children} />
              </p>
            );
        }
      })}
    </div>
  );
}

import { Fragment } from 'react';

import { parseBody, type Inline } from '../lib/article-body';
import * as styles from './article-body.css';

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
  /** Show siren / bold 'BREAKING:' lines in a red box (the contributor preview). */
  highlightBreaking?: boolean;
  className?: string;
};

/**
 * Renders the markdown-like body as React elements: text is always text,
 * never HTML, so nothing in an article can run script. Shared by the article
 * page and the staff previews, so editors see what readers will see.
 */
export function ArticleBody({ content, leadImageUrl, highlightBreaking = false, className }: ArticleBodyProps) {
  const blocks = parseBody(content, { leadImageUrl, breaking: highlightBreaking });
  return (
    <div className={[styles.body, className].filter(Boolean).join(' ')}>
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
          case 'table':
            return (
              // Focusable so a keyboard user can scroll a table wider than the column.
              <div key={index} className={styles.tableScroll} tabIndex={0} role="region" aria-label="Table">
                <table className={styles.table}>
                  <thead>
                    <tr>
                      {block.header.map((cell, column) => (
                        <th key={column} scope="col">
                          <InlineNodes nodes={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((cell, column) => (
                          <td key={column}>
                            <InlineNodes nodes={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case 'breaking':
            return (
              <p key={index} className={styles.breaking} data-breaking="">
                <InlineNodes nodes={block.children} />
              </p>
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

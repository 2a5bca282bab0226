import type { ReactNode } from 'react';

import { container } from '../../../ui/layout.css';
import * as page from '../../../ui/page.css';
import type { PageSection } from '../content/types';

type StaticPageProps = {
  kicker: string;
  title: string;
  /** Under the title: the last-updated line, or a lead. */
  intro: ReactNode;
  sections: readonly PageSection[];
  children?: ReactNode;
};

/** A static text page (about, terms, privacy): a hero and numbered sections at a readable measure. */
export function StaticPage({ kicker, title, intro, sections, children }: StaticPageProps) {
  return (
    <div className={container}>
      <article className={page.page}>
        <header className={page.hero}>
          <p className={page.kicker}>{kicker}</p>
          <h1 className={page.heroTitle}>{title}</h1>
          {intro}
        </header>
        <div className={page.prose}>
          {sections.map((section) => (
            <section key={section.title} aria-labelledby={idOf(section.title)} data-testid="page-section">
              <h2 id={idOf(section.title)} className={page.proseHeading}>
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul className={page.list}>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          {children}
        </div>
      </article>
    </div>
  );
}

const idOf = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

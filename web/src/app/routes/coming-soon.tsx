import { Link } from 'react-router-dom';

import { container, textLink } from '../../ui/layout.css';
import { StatusScreen } from '../../ui/status-screen';
import { useDocumentTitle } from '../../ui/use-document-title';

export type ComingSoonProps = {
  title: string;
  /** One line on what the section will hold. */
  summary: string;
};

/** A section that is specified but not built yet: its real title, and a way home. */
export default function ComingSoonPage({ title, summary }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <div className={container}>
      <StatusScreen
        kicker="Coming soon"
        title={title}
        actions={
          <Link to="/" className={textLink}>
            Read the latest headlines
          </Link>
        }
      >
        <p>
          {summary} This section is coming soon.
        </p>
      </StatusScreen>
    </div>
  );
}

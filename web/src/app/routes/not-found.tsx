import { Link } from 'react-router-dom';

import { container, textLink } from '../../ui/layout.css';
import { StatusScreen } from '../../ui/status-screen';
import { useDocumentTitle } from '../../ui/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className={container}>
      <StatusScreen
        kicker="Error 404"
        title="404 Page Not Found"
        actions={
          <Link to="/" className={textLink}>
            Go to the home page
          </Link>
        }
      >
        <p>Did you forget to add the page to the router?</p>
      </StatusScreen>
    </div>
  );
}

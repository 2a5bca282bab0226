import { useEffect } from 'react';

export const SITE_NAME = 'Mitics';

/** Sets document.title to '{title} | Mitics', or the site default when title is empty. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Michigan Politics News`;
  }, [title]);
}

import { useSearchParams } from 'react-router-dom';
import { searchTermError } from '@domain/validation';
import { SEARCH_TERM_PARAM } from '../search-path';
import { SearchForm } from './search-form';
import styles from './search.module.css';

/**
 * /search-result: the search box as a page. It is where the header's search goes before the app has
 * started (a plain GET form), and what a blank search from it comes back to, with the spec's message
 * (shell §5). A term goes on to /search-result/{term} (the route's redirect).
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const sent = params.get(SEARCH_TERM_PARAM);
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <p className={styles.eyebrow}>Search</p>
        <h1 className={styles.heading}>Search Padmakshya</h1>
      </div>
      <SearchForm initialError={sent === null ? null : searchTermError(sent)} />
    </div>
  );
}
